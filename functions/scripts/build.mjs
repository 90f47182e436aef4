// Bundles src/index.ts into lib/index.js. `firebase deploy` uploads functions/ alone, so the shared workspace
// package (@main-street/domain) is bundled in; every other import stays external and must be a declared
// dependency of functions/package.json, which Cloud Build installs.
import { build } from "esbuild";
import { readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const bundled = Object.keys(pkg.dependencies).filter((name) => name.startsWith("@main-street/"));
const external = Object.keys(pkg.dependencies).filter((name) => !bundled.includes(name));

rmSync(new URL("../lib", import.meta.url), { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ["src/index.ts"],
  outfile: "lib/index.js",
  bundle: true,
  platform: "node",
  target: "node22",
  format: "cjs",
  sourcemap: true,
  // Subpaths too (e.g. firebase-functions/v2/https).
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
  metafile: true,
});

// Anything not external ends up in the bundle; a bare import of an undeclared package would be bundled from the
// workspace's node_modules and work here but not in Cloud Build's install, so refuse it.
const undeclared = Object.keys(result.metafile.inputs).filter(
  (input) => input.includes("node_modules/") && !bundled.some((name) => input.includes(`node_modules/${name}/`)),
);
if (undeclared.length > 0) {
  console.error(`functions/src imports packages missing from functions/package.json:\n  ${undeclared.join("\n  ")}`);
  process.exit(1);
}
