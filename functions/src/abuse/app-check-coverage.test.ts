/**
 * Every route the API guards with App Check is one the web client sends a token to (requiresAppCheck in
 * @main-street/domain/app-check), of the same kind: a route that consumes the token must get a fresh one. A guarded
 * route the client doesn't know would refuse every real visitor once App Check is enforced.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { requiresAppCheck, requiresSingleUseToken } from "@main-street/domain/app-check";

const SRC = path.join(__dirname, "..");
/** The routers whose routes carry their own guard, and the prefix app.ts mounts them under. */
const ROUTERS = [
  { file: "submissions/routes.ts", prefix: "/api" },
  { file: "objects/routes.ts", prefix: "/api" },
  { file: "owners/routes.ts", prefix: "/api" },
];

const guarded = ROUTERS.flatMap(({ file, prefix }) => {
  const source = readFileSync(path.join(SRC, file), "utf8");
  const routes = [
    ...source.matchAll(
      /\.(post|put|patch|delete)\(\s*(\[[^\]]*\]|"[^"]*")\s*,\s*(?:[\w.]+\s*,\s*)*?(requireAppCheck|requireSingleUseAppCheck)\b/g,
    ),
  ];
  // Submission routes name their path through a helper: read the literal paths those calls pass.
  const forms = [...source.matchAll(/"(\/(?:contact|volunteer|event-proposals))"/g)].map((m) => ({
    method: "POST",
    path: m[1]!,
    singleUse: true,
  }));
  return [
    ...routes.flatMap((m) =>
      [...m[2]!.matchAll(/"([^"]+)"/g)].map((p) => ({
        method: m[1]!.toUpperCase(),
        path: p[1]!,
        singleUse: m[3] === "requireSingleUseAppCheck",
      })),
    ),
    ...forms,
  ].map((route) => ({ ...route, url: prefix + route.path.replace(/:\w+/g, "some-id") }));
});

describe("App Check: the API's guarded routes and the web client agree", () => {
  it("finds the guarded routes", () => {
    expect(guarded.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        "/api/contact",
        "/api/businesses/some-id/claim",
        "/api/owner/businesses/some-id/revisions",
        "/api/owner/upload-url",
        "/api/objects/upload",
      ]),
    );
  });

  it.each(guarded.map((r) => [`${r.method} ${r.url}`, r] as const))("the client sends a token with %s", (_, r) => {
    expect(requiresAppCheck(r.method, r.url)).toBe(true);
    expect(requiresSingleUseToken(r.method, r.url)).toBe(r.singleUse);
  });
});
