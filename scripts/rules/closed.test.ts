/**
 * Runs everywhere, unlike the emulator suites beside it (Java 21): every rule in both files grants nothing. No client
 * reads or writes Firestore or the bucket directly, so an open rule would only allow billed, uncached reads.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const rulesOf = (file: string) => readFileSync(path.join(__dirname, "..", "..", file), "utf8");

describe.each(["firestore.rules", "storage.rules"])("%s", (file) => {
  const rules = rulesOf(file).replace(/\/\/.*$/gm, "");
  const allows = [...rules.matchAll(/allow\s+([^:]+):\s*([^;]*);/g)].map((m) => ({ ops: m[1]!, condition: m[2]! }));

  it("grants no read or write to anyone", () => {
    expect(allows.length).toBeGreaterThan(0);
    for (const allow of allows) expect(allow.condition.trim()).toBe("if false");
  });

  it("is one catch-all that denies everything", () => {
    expect(allows).toEqual([{ ops: "read, write", condition: "if false" }]);
  });
});
