/**
 * The App Check guard over real HTTP. Firebase's token service can't run offline, so the verifier is a stand-in
 * that accepts two tokens and remembers which were consumed; everything else (header, errors, the shared error
 * shape) is the real code. The emulated verifier against real keys runs in web/e2e/app-check.browser.test.ts.
 */
import express, { type RequestHandler } from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { errorHandler } from "../http/errors";
import { APP_CHECK_HEADER } from "@main-street/domain/app-check";
import { logger } from "firebase-functions";
import { appCheckGuard } from "./app-check";
import type { AppCheckVerifier } from "./app-check-verifier";

const consumed = new Set<string>();
/** Failures firebase-admin reports when the fault is the project's, not the token's (its own error codes). */
const SERVER_SIDE: Record<string, string> = {
  "denied-token": "app-check/permission-denied",
  "quota-token": "app-check/unknown-error",
};
const verify: AppCheckVerifier = async (token, { consume }) => {
  const serverSide = SERVER_SIDE[token];
  if (serverSide)
    throw Object.assign(new Error("Request had insufficient authentication scopes."), { code: serverSide });
  if (token === "expired-token")
    throw Object.assign(new Error("expired"), { code: "app-check/app-check-token-expired" });
  if (!token.startsWith("valid-token"))
    throw Object.assign(new Error("invalid"), { code: "app-check/invalid-argument" });
  const alreadyConsumed = consumed.has(token);
  if (consume) consumed.add(token);
  return { alreadyConsumed };
};

let enforced = true;
let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  const created: RequestHandler = (_req, res) => {
    res.status(201).json({ ok: true });
  };
  app.post("/form", appCheckGuard({ verify, enforced: () => enforced }), created);
  app.post("/single-use", appCheckGuard({ singleUse: true, verify, enforced: () => enforced }), created);
  app.use(errorHandler);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (headers: Record<string, string> = {}, path = "/form") => fetch(url + path, { method: "POST", headers });

describe("appCheckGuard", () => {
  it("lets a request with a valid token through when enforced", async () => {
    enforced = true;
    expect((await post({ [APP_CHECK_HEADER]: "valid-token" })).status).toBe(201);
  });

  it.each([
    ["no token", {}],
    ["a bad token", { [APP_CHECK_HEADER]: "forged" }],
    ["an oversized token", { [APP_CHECK_HEADER]: "x".repeat(5000) }],
    ["an expired token", { [APP_CHECK_HEADER]: "expired-token" }],
  ])("refuses %s with 401 in the shared error shape", async (_label, headers) => {
    enforced = true;
    const response = await post(headers);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("unauthenticated");
    expect(body.error.message).toMatch(/reload the page/);
  });

  it("lets a reusable token through again, but a single-use one only once", async () => {
    enforced = true;
    const reusable = { [APP_CHECK_HEADER]: "valid-token-reusable" };
    expect((await post(reusable)).status).toBe(201);
    expect((await post(reusable)).status).toBe(201);
    const single = { [APP_CHECK_HEADER]: "valid-token-single" };
    expect((await post(single, "/single-use")).status).toBe(201);
    const replayed = await post(single, "/single-use");
    expect(replayed.status).toBe(401);
    expect(((await replayed.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
  });

  it.each([
    ["a missing permission", "denied-token"],
    ["a quota or outage", "quota-token"],
  ])("answers 503 without blaming the visitor when verification fails for %s", async (_label, token) => {
    enforced = true;
    const errors = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    const response = await post({ [APP_CHECK_HEADER]: token }, "/single-use");
    expect(response.status).toBe(503);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("unavailable");
    expect(body.error.message).toMatch(/problem on our side/);
    expect(body.error.message).not.toMatch(/reload the page/);
    // One structured error that names what to fix, and never the token.
    expect(errors).toHaveBeenCalledTimes(1);
    const [, fields] = errors.mock.calls[0] as [string, Record<string, unknown>];
    expect(fields).toMatchObject({ status: 503, appCheckCode: SERVER_SIDE[token] });
    if (token === "denied-token") expect(fields.cause).toMatch(/firebaseappcheck\.appCheckTokens\.verify/);
    expect(JSON.stringify(errors.mock.calls)).not.toContain(token);
    errors.mockRestore();
  });

  it("does nothing when not enforced", async () => {
    enforced = false;
    expect((await post()).status).toBe(201);
  });
});
