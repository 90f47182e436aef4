/**
 * `npm run lock:functions`: writes functions/package-lock.json, the lockfile Cloud Build installs the deployed
 * function from. In the workspace npm keeps one lockfile at the root, so this resolves functions/package.json on
 * its own in a temporary directory, as Cloud Build sees it. Run it after changing functions' dependencies;
 * `npm run deploy:check` fails while the two disagree.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const functionsDir = path.resolve(__dirname, "..", "..", "functions");
const dir = mkdtempSync(path.join(tmpdir(), "functions-lock-"));
try {
  copyFileSync(path.join(functionsDir, "package.json"), path.join(dir, "package.json"));
  execFileSync("npm", ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund"], {
    cwd: dir,
    stdio: "inherit",
  });
  copyFileSync(path.join(dir, "package-lock.json"), path.join(functionsDir, "package-lock.json"));
  console.log("wrote functions/package-lock.json");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
