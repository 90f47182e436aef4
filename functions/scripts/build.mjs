// Bundles src/index.ts into lib/index.js. `firebase deploy` uploads functions/ alone, so the shared workspace
// package (@main-street/domain) is bundled in. It is deliberately not listed in functions/package.json: it is not on
// the npm registry, so Cloud Build's install would fail on it (or fetch a stranger's package); npm workspaces
// resolve it from the root node_modules. Every other import stays external and must be a dependency of
// functions/package.json, which Cloud Build installs from functions/package-lock.json (`npm run deploy:check`
// rehearses that install).
import { build } from "esbuild";
import { readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const WORKSPACE_SCOPE = "@main-street/";
const declared = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies ?? {})];
if (declared.some((name) => name.startsWith(WORKSPACE_SCOPE))) {
  console.error(`${WORKSPACE_SCOPE}* packages are bundled: don't list them in functions/package.json`);
  process.exit(1);
}
const external = Object.keys(pkg.dependencies);

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
  (input) => input.includes("node_modules/") && !input.includes(`node_modules/${WORKSPACE_SCOPE}`),
);
if (undeclared.length > 0) {
  console.error(`functions/src imports packages missing from functions/package.json:\n  ${undeclared.join("\n  ")}`);
  process.exit(1);
}
