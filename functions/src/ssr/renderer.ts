/**
 * The web app's server renderer (web/src/entry-server.tsx, built by `vite build --ssr` into one CommonJS file with
 * React, MUI and Emotion inside). Deploys carry a copy in lib/ssr (functions/scripts/copy-web-shell.mjs); in the
 * repo the fresh web build is preferred, like the page shell (seo/template.ts).
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { JsonLd } from "@main-street/domain/structured-data";
import type { PageMeta } from "@main-street/domain/seo";

const FUNCTIONS_ROOT = path.resolve(__dirname, __filename.endsWith(".ts") ? "../.." : "..");
const CANDIDATES = [
  path.resolve(FUNCTIONS_ROOT, "..", "web", "dist-server", "entry-server.cjs"),
  path.resolve(FUNCTIONS_ROOT, "lib", "ssr", "entry-server.cjs"),
];

/** Mirrors web/src/entry-server.tsx (the web app is built apart from the function, so its types are restated). */
interface PageHead {
  status: 200 | 400 | 404;
  meta: PageMeta;
  jsonLd: JsonLd[];
  noindex?: boolean;
}

interface RenderedPage {
  head: PageHead;
  html: string;
  styles: string;
  state: string;
  hydrateAtOnce: boolean;
  preloads: string[];
}

interface ServerEntry {
  pageCacheKey(pathname: string, search: URLSearchParams): { key: string; clock: "minute" | "day" };
  renderPage(request: {
    url: string;
    renderedAt: number;
    origin: string;
    load: (key: readonly unknown[]) => Promise<unknown>;
  }): Promise<RenderedPage>;
  STATIC_PUBLIC_PATHS: string[];
}

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
