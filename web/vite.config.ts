import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:5000";

/**
 * Writes the SPA shell as dist/app.html instead of index.html: Hosting serves an existing file before any rewrite,
 * so an index.html would answer "/" without the server-rendered head (functions/src/seo). Public routes are
 * rewritten to the function, which fills this shell's head; every other route falls back to /app.html.
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

export default defineConfig({
  plugins: [react(), spaShellAsAppHtml(), chunkModulesReport()],
  resolve: {
    dedupe: ["react", "react-dom"],
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/objects": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // scripts/check-bundle.ts reads the manifest to measure what each public route loads.
    manifest: true,
    target: "es2020",
  },
});
