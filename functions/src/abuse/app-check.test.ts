/**
 * The App Check guard over real HTTP. Firebase's token service can't run offline, so the verifier is a stand-in
 * that accepts one token; everything else (header, errors, the shared error shape) is the real code.
 */
import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { errorHandler } from "../http/errors";
import { APP_CHECK_HEADER } from "@main-street/domain/app-check";
import { appCheckGuard, type AppCheckVerifier } from "./app-check";

const verify: AppCheckVerifier = async (token) => {
  if (token !== "valid-token") throw Object.assign(new Error("invalid"), { code: "app-check/invalid-argument" });
  return { appId: "web" };
};

let enforced = true;
let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.post(
    "/form",
    appCheckGuard(verify, () => enforced),
    (_req, res) => {
      res.status(201).json({ ok: true });
    },
  );
  app.use(errorHandler);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/form`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (headers: Record<string, string> = {}) => fetch(url, { method: "POST", headers });

describe("appCheckGuard", () => {
  it("lets a request with a valid token through when enforced", async () => {
    enforced = true;
    expect((await post({ [APP_CHECK_HEADER]: "valid-token" })).status).toBe(201);
  });

  it.each([
    ["no token", {}],
    ["a bad token", { [APP_CHECK_HEADER]: "forged" }],
    ["an oversized token", { [APP_CHECK_HEADER]: "x".repeat(5000) }],
  ])("refuses %s with 401 in the shared error shape", async (_label, headers) => {
    enforced = true;
    const response = await post(headers);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("unauthenticated");
    expect(body.error.message).toMatch(/reload the page/);
  });

  it("does nothing when not enforced", async () => {
    enforced = false;
    expect((await post()).status).toBe(201);
  });
});
