import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { envFileProblems } from "./env-files";

describe("functions/.env files, by firebase-tools' own rules", () => {
  it("the repository's pass", () => {
    expect(envFileProblems(path.join(__dirname, "..", "..", "functions"))).toEqual([]);
  });

  it("refuses the reserved FIREBASE_ prefix and malformed lines, naming the file", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "env-files-"));
    try {
      writeFileSync(path.join(dir, ".env.my-project"), "FIREBASE_WEB_API_KEY=abc\n");
      writeFileSync(path.join(dir, ".env"), "SITE_URL=https://example.org\nnot a line\n");
      writeFileSync(path.join(dir, ".env.local"), "WEB_API_KEY=abc\n");
      const problems = envFileProblems(dir);
      expect(problems).toHaveLength(2);
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^functions\/\.env\.my-project: .*FIREBASE_WEB_API_KEY.*reserved prefix/),
          expect.stringMatching(/^functions\/\.env: /),
        ]),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
