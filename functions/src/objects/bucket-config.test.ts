/** deploy/bucket/*.json are applied to the production bucket by hand, so check them against what the code needs. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { UPLOAD_PUT_HEADERS } from "@main-street/domain/uploads";
import { pendingName, uploadPrefix } from "./object-names";

const read = (file: string) =>
  JSON.parse(readFileSync(path.join(__dirname, "..", "..", "..", "deploy", "bucket", file), "utf8")) as unknown;

describe("the bucket's CORS rules", () => {
  const rules = read("cors.json") as { origin: string[]; method: string[]; responseHeader: string[] }[];

  it("let the site's own origins PUT with every header the browser sends, and nothing more", () => {
    expect(rules).toHaveLength(1);
    const [rule] = rules;
    expect(rule!.method).toEqual(["PUT"]);
    const allowed = rule!.responseHeader.map((name) => name.toLowerCase());
    for (const name of ["content-type", ...Object.keys(UPLOAD_PUT_HEADERS)]) expect(allowed).toContain(name);
    for (const origin of rule!.origin) expect(origin).toMatch(/^https:\/\/[^*/]+$/);
  });
});

describe("the bucket's lifecycle rules", () => {
  const { lifecycle } = read("lifecycle.json") as {
    lifecycle: { rule: { action: { type: string }; condition: { age?: number; matchesPrefix?: string[] } }[] };
  };

  it("delete abandoned pending uploads after a day, and can never reach published images", () => {
    expect(lifecycle.rule).toEqual([
      { action: { type: "Delete" }, condition: { age: 1, matchesPrefix: ["pending/"] } },
    ]);
    const id = "a".repeat(32);
    expect(pendingName(id).startsWith("pending/")).toBe(true);
    expect(uploadPrefix(id).startsWith("pending/")).toBe(false);
  });
});
