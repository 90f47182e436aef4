/** firebase.json against the schema firebase-tools ships, with the CLI's own validator and messages. */
import { readFileSync } from "node:fs";
import { getErrorMessage, getValidator } from "firebase-tools/lib/firebaseConfigValidate";

export function firebaseJsonProblems(file: string): string[] {
  const validate = getValidator();
  if (validate(JSON.parse(readFileSync(file, "utf8")))) return [];
  return (validate.errors ?? []).map(getErrorMessage);
}
