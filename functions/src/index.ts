import { setGlobalOptions } from "firebase-functions/v2";
import { onRequest } from "firebase-functions/v2/https";
import { createApp } from "./app";
import { env } from "./platform/config";

env(); // fail fast on a bad environment
setGlobalOptions({ region: "us-central1", maxInstances: 10 });

/** The whole HTTP API: one Express app behind the /api/** and /objects/** Hosting rewrites. */
export const api = onRequest({ memory: "512MiB", concurrency: 80 }, createApp());
