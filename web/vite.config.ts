import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, URL } from "node:url";
import { parseEnv } from "node:util";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import { robotsTxt } from "./build/robots";
import { siteFactsCheck } from "./build/site-facts";

const apiTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:5000";

/**
 * Writes the SPA shell as dist/app.html instead of index.html: Hosting serves an existing file before any rewrite,
 * so an index.html would answer "/" without the server-rendered head (functions/src/seo). Hosting sends every
 * address it has no file for to the function, which fills this shell's head for a public page and sends it as built
 * for a client-only one.
 */
function spaShellAsAppHtml(): Plugin {
  return {
    name: "spa-shell-as-app-html",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const shell = bundle["index.html"];
      if (!shell || shell.type !== "asset") return;
      delete bundle["index.html"];
      this.emitFile({ type: "asset", fileName: "app.html", source: shell.source });
    },
  };
}

/**
 * Writes dist/.vite/chunk-modules.json ({ chunk file: source modules }), so scripts/check-bundle.ts can prove
 * that no chunk a public route loads contains admin, editor or profile code.
 */
function chunkModulesReport(): Plugin {
  return {
    name: "chunk-modules-report",
    apply: "build",
    generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL("..", import.meta.url));
      const report: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk")
          report[chunk.fileName] = Object.keys(chunk.modules).map((id) => id.replace(root, "").replace(/\0/g, ""));
      }
      this.emitFile({ type: "asset", fileName: ".vite/chunk-modules.json", source: JSON.stringify(report, null, 1) });
    },
  };
}

/** The local stack's documented address (npm start); each test stack writes its own robots.txt (scripts/stack). */
const LOCAL_SITE_URL = "http://127.0.0.1:5000";

/**
 * The public site URL for this build: SITE_URL from the environment, else from the function's env files
 * (functions/.env.<project>, then functions/.env; `firebase deploy` runs the build with GCLOUD_PROJECT set).
 * A deploy to a real project without one fails here rather than publish a robots.txt pointing elsewhere.
 */
function siteUrlForBuild(): string {
  const project = process.env.GCLOUD_PROJECT;
  const files = [...(project ? [`.env.${project}`] : []), ".env"];
  const fromFiles = files
    .map((name) => fileURLToPath(new URL(`../functions/${name}`, import.meta.url)))
    .filter((file) => existsSync(file))
    .map((file) => parseEnv(readFileSync(file, "utf8")).SITE_URL)
    .find(Boolean);
  const configured = process.env.SITE_URL || fromFiles;
  if (configured) return new URL(configured).origin;
  if (project && !project.startsWith("demo-")) {
    throw new Error(`SITE_URL is not set for ${project}: set it in functions/.env.${project} (docs/deploy.md)`);
  }
  return LOCAL_SITE_URL;
}

/**
 * Writes dist/robots.txt for the site URL. A static file, because the Functions Framework answers every path
 * ending in /robots.txt itself (404) before the app runs, so the function can't serve it at that address.
 */
function robotsFile(): Plugin {
  return {
    name: "robots-txt",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt(siteUrlForBuild()) });
    },
  };
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The scripts each server-rendered page should fetch early (docs/decisions/0035), from the browser build's manifest
 * (the server build runs after it): the app's chunks, and each page module's chunks beyond those. The server render
 * writes them as <link rel="modulepreload">, so they download beside the page instead of one after another.
 */
function pagePreloads(): { app: string[]; pages: Record<string, string[]> } {
  const file = fileURLToPath(new URL("./dist/.vite/manifest.json", import.meta.url));
  if (!existsSync(file)) return { app: [], pages: {} };
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const boot = closure(entry);
  // The app's chunk is keyed by its file when other chunks share its modules: found by name.
  const appKey = Object.keys(manifest).find(
    (key) => manifest[key]!.isDynamicEntry && manifest[key]!.name === "start-app",
  );
  const app = [...closure(appKey ?? "")].filter((key) => !boot.has(key));
  const loaded = new Set([...boot, ...app]);
  const files = (keys: string[]) => keys.map((key) => `/${manifest[key]!.file}`);
  // The route modules are the router's lazy imports (src/app/routes.tsx, bundled into the app's chunk); each is
  // keyed as its route's id is (src/app/routes.tsx).
  const pages = Object.fromEntries(
    (manifest[appKey ?? ""]?.dynamicImports ?? []).map((key) => [
      key.replace(/^src\/|\.tsx$/g, ""),
      files([...closure(key)].filter((k) => !loaded.has(k))),
    ]),
  );
  return { app: files(app), pages };
}

/**
 * `vite build --ssr src/entry-server.tsx` (npm run build -w web): the server renderer as one CommonJS file with
 * every dependency inside, so the function (functions/scripts/copy-web-shell.mjs copies it into lib/) needs no
 * React, MUI or Emotion of its own.
 */
const serverBuild = {
  ssr: { noExternal: true },
  publicDir: false,
  // React, Emotion and MUI in production mode: the same class names the browser build generates.
  define: { "process.env.NODE_ENV": JSON.stringify("production"), __PAGE_PRELOADS__: JSON.stringify(pagePreloads()) },
  build: {
    outDir: "dist-server",
    emptyOutDir: true,
    target: "node22",
    rollupOptions: { output: { format: "cjs", entryFileNames: "entry-server.cjs", inlineDynamicImports: true } },
  },
} satisfies UserConfig;

/**
 * MUI's CSS-variables theme code, which createTheme imports whether or not a theme uses it; the site's doesn't
 * (src/theme/no-css-variables.ts). The app's ThemeProvider is @mui/system's, the one MUI uses for a plain theme.
 */
const withoutCssVariables = [
  {
    find: /^\.\/createThemeWithVars\.js$/,
    replacement: fileURLToPath(new URL("./src/theme/no-css-variables.ts", import.meta.url)),
  },
];

/**
 * Emotion imports hoist-non-react-statics (CommonJS, so kept whole unless said otherwise) for `withTheme` alone,
 * which nothing here calls: about 1 kB gzipped of every page's app chunk.
 */
const withoutSideEffects = (id: string) => !id.includes("/node_modules/hoist-non-react-statics/");

/**
 * React Router 7's package exports send every import to its development build, whose only difference is that its
 * dev warnings are on (remix-run/react-router#12532, #14753); its production build, beside it, leaves them out of
 * every page's app chunk.
 */
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, "dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, "dist/production/dom-export.mjs") },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [react(), siteFactsCheck(), spaShellAsAppHtml(), chunkModulesReport(), robotsFile()],
  // `npm run dev` keeps React Router's warnings.
  resolve: { alias: [...withoutCssVariables, ...(command === "build" ? reactRouterProduction : [])] },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/objects": { target: apiTarget, changeOrigin: true },
    },
  },
  ...(isSsrBuild
    ? serverBuild
    : {
        build: {
          outDir: "dist",
          emptyOutDir: true,
          // scripts/check-bundle.ts reads the manifest to measure what each public route loads.
          manifest: true,
          target: "es2022",
          // Every browser the site supports has modulepreload; the polyfill would sit in the boot script.
          modulePreload: { polyfill: false },
          rollupOptions: { treeshake: { moduleSideEffects: withoutSideEffects } },
        },
      }),
}));
