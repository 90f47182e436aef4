/**
 * `npm run deploy:check`: what `firebase deploy` and Cloud Build would refuse or break on, checked offline
 * (no project, no credentials). Run after a build (the npm script builds first). Exits 1 with every problem listed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { envFileProblems } from "./env-files";
import { firebaseJsonProblems } from "./firebase-json";
import { rehearseDeploy } from "./rehearsal";

const ROOT = path.resolve(__dirname, "..", "..");

async function main(): Promise<number> {
  const firebaseJson = path.join(ROOT, "firebase.json");
  const config = JSON.parse(readFileSync(firebaseJson, "utf8")) as {
    functions: { source: string; ignore?: string[] }[];
  };
  const steps: [string, () => string[] | Promise<string[]>][] = [
    ["functions/.env files pass firebase-tools' validation", () => envFileProblems(path.join(ROOT, "functions"))],
    ["firebase.json matches firebase-tools' schema", () => firebaseJsonProblems(firebaseJson)],
    [
      "deploy rehearsal: the uploaded functions/ installs and loads on its own",
      () => rehearseDeploy(ROOT, config.functions[0]!),
    ],
  ];
  let failed = 0;
  for (const [name, run] of steps) {
    const problems = await run();
    console.log(`${problems.length === 0 ? "ok  " : "FAIL"} ${name}`);
    for (const problem of problems) console.log(`     ${problem.replace(/\n/g, "\n     ")}`);
    if (problems.length > 0) failed++;
  }
  console.log(`${steps.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
