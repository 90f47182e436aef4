/**
 * The web app's server renderer (web/src/entry-server.tsx, built by `vite build --ssr` into one CommonJS file with
 * React, MUI and Emotion inside). Deploys carry a copy in lib/ssr (functions/scripts/copy-web-shell.mjs); in the
 * repo the fresh web build is preferred, like the page shell (ssr/template.ts).
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { ServerRenderer } from "@main-street/domain/server-render";

const FUNCTIONS_ROOT = path.resolve(__dirname, __filename.endsWith(".ts") ? "../.." : "..");
const CANDIDATES = [
  path.resolve(FUNCTIONS_ROOT, "..", "web", "dist-server", "entry-server.cjs"),
  path.resolve(FUNCTIONS_ROOT, "lib", "ssr", "entry-server.cjs"),
];

type ServerEntry = ServerRenderer;

let loaded: { file: string; mtimeMs: number; entry: ServerEntry } | undefined;

/** The renderer, reloaded when a rebuild replaces it under a running local stack. */
export function serverEntry(): ServerEntry {
  const file = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!file) throw new Error("The web app's server renderer was not found: build the web app (npm run build) first");
  const { mtimeMs } = statSync(file);
  if (!loaded || loaded.file !== file || loaded.mtimeMs !== mtimeMs) {
    delete require.cache[file];
    // A path known only at run time, built by Vite outside this bundle: Node loads it, esbuild leaves it alone.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = { file, mtimeMs, entry: require(file) as ServerEntry };
  }
  return loaded.entry;
}
