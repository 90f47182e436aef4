/** Every functions/.env* file, checked with firebase-tools' own dotenv validation (reserved keys, bad lines). */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseStrict } from "firebase-tools/lib/functions/env";

export function envFileProblems(functionsDir: string): string[] {
  const files = readdirSync(functionsDir).filter((name) => name.startsWith(".env"));
  const problems: string[] = [];
  for (const file of files) {
    try {
      parseStrict(readFileSync(path.join(functionsDir, file), "utf8"));
    } catch (error) {
      const children = (error as { children?: unknown[] }).children ?? [];
      const reasons = children.length > 0 ? children.map((c) => (c as Error).message) : [(error as Error).message];
      problems.push(`functions/${file}: ${reasons.join("; ")}`);
    }
  }
  return problems;
}
