import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { HttpError } from "../http/errors";
import { env } from "./config";
import { testNamespace } from "./test-namespace";

/** One handle per database: the default one, plus one per test namespace on the local stack. */
const databases = new Map<string, Firestore>();

/** The Firestore handle (firebase-admin); the emulator is used when FIRESTORE_EMULATOR_HOST is set. */
export function firestore(): Firestore {
  const namespace = testNamespace();
  const key = namespace ?? "(default)";
  let db = databases.get(key);
  if (!db) {
    if (!getApps().some((app) => app.name === "[DEFAULT]")) initializeApp({ projectId: env().GCLOUD_PROJECT });
    db = namespace === undefined ? getFirestore() : getFirestore(namespace);
    db.settings({
      ignoreUndefinedProperties: true,
      // gRPC's reconnect backoff grows to 120 s, so after a long outage the API stayed down up to 2 minutes after
      // Firestore was back; capped at 5 s it recovers within seconds (npm run measure:outage).
      "grpc.max_reconnect_backoff_ms": 5000,
    });
    databases.set(key, db);
  }
  return db;
}

/**
 * Bounds a database call: firebase-admin retries an unreachable backend for a long time,
 * so past the deadline the API answers 503 rather than hanging.
 */
export async function withDeadline<T>(work: Promise<T>, ms = env().DB_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new HttpError(503, "unavailable", "The site's data is temporarily unavailable. Please try again shortly."),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([work, deadline]);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isUnavailable(error)) {
      throw new HttpError(503, "unavailable", "The site's data is temporarily unavailable. Please try again shortly.");
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // gRPC 14 UNAVAILABLE, 4 DEADLINE_EXCEEDED.
  return code === 14 || code === 4;
}

/** Firestore Timestamp (or Date/string) to ISO text. */
export function toIso(value: unknown): string {
  if (value && typeof (value as { toDate?: unknown }).toDate === "function") {
    return (value as { toDate(): Date }).toDate().toISOString();
  }
  if (value instanceof Date) return value.toISOString();
  return typeof value === "string" ? value : new Date(0).toISOString();
}
