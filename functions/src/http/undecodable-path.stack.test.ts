/**
 * A path with a malformed escape, answered by the function itself. Neither emulator lets one through (the hosting
 * emulator's file lookup fails with a 500, the functions emulator's wrapper answers 400 before the app runs), so the
 * app runs here in this process, on this file's namespace of the stack's Firestore, as Cloud Functions runs it.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { logger } from "firebase-functions";
import { testNamespace } from "../../../scripts/test/stack-env";

let server: Server;
let origin: string;

beforeAll(async () => {
  Object.assign(process.env, JSON.parse(process.env.STACK_ADMIN_ENV ?? "{}"), { FUNCTIONS_EMULATOR: "true" });
  const { createApp } = await import("../app");
  server = createApp().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await get("/no-such-page"); // the renderer's first load, before anything is watched
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string) => fetch(origin + path, { headers: { "x-test-namespace": testNamespace() } });

/** Every warning or error written while `run` runs, through the function's logger or the console. */
async function problemsLoggedDuring(run: () => Promise<void>): Promise<unknown[][]> {
  const spies = [
    jest.spyOn(logger, "error"),
    jest.spyOn(logger, "warn"),
    jest.spyOn(console, "error"),
    jest.spyOn(console, "warn"),
  ];
  try {
    await run();
    return spies.flatMap((spy) => spy.mock.calls);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe("a path that can't be decoded", () => {
  it.each(["/directory/%E0%A4%A", "/events/%E0%A4%A", "/event/%E0%A4%A", "/%E0%A4%A", "/directory/%zz?q=x"])(
    "%s gets the 404 page, logging no warning or error",
    async (path) => {
      const logged = await problemsLoggedDuring(async () => {
        const response = await get(path);
        expect(response.status).toBe(404);
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        expect(await response.text()).toContain("<!doctype html>");
      });
      expect(logged).toEqual([]);
    },
  );

  it.each(["/api/events/%E0%A4%A", "/api/%E0%A4%A", "/API/Businesses/%A", "/objects/uploads/%E0%A4%A"])(
    "%s gets the API's 404 error, logging no warning or error",
    async (path) => {
      const logged = await problemsLoggedDuring(async () => {
        const response = await get(path);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          error: { code: "not_found", message: "There is nothing at this address." },
        });
      });
      expect(logged).toEqual([]);
    },
  );
});
