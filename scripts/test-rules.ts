/**
 * `npm run test:rules`: the security-rules suite needs the official Firestore and Storage emulators,
 * which need Java 21+ and a one-time download. Where they can't run, say so plainly and exit 0:
 * the suite is reported as SKIPPED, never as passed.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

function javaMajorVersion(): number | null {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error) return null;
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  return match ? Number(match[1]) : null;
}

const java = javaMajorVersion();
if (java === null || java < 21) {
  console.log(
    `SKIPPED: rules tests (scripts/rules/*.rules.test.ts) were not run. They need the official Firestore and ` +
      `Storage emulators, which need Java 21+ (found: ${java ?? "none"}) and a one-time download of the emulator JARs. ` +
      `Run \`npm run test:rules\` on a machine with Java 21 and network access.`,
  );
  process.exit(0);
}

const firebase = path.join(ROOT, "node_modules", "firebase-tools", "lib", "bin", "firebase.js");
const jest = path.join(ROOT, "node_modules", "jest", "bin", "jest.js");
const result = spawnSync(
  process.execPath,
  [
    firebase,
    "emulators:exec",
    "--only",
    "firestore,storage",
    "--project",
    "demo-boulder-city-rules",
    `"${process.execPath}" "${jest}" --selectProjects rules --runInBand`,
  ],
  { cwd: ROOT, stdio: "inherit" },
);
process.exit(result.status ?? 1);
