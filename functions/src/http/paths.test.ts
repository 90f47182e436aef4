/**
 * The API's addresses through Express itself: each `href` of the registry reaches a route declared with its `path`,
 * and Express hands the route back exactly the values the href was given, whatever they hold.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { api, type Address } from "@main-street/domain/paths";
import { inApi } from "./mounts";

type AnyAddress = Address<string[]>;

function addresses(group: object): AnyAddress[] {
  return Object.values(group).flatMap((value: unknown): AnyAddress[] => {
    if (typeof value !== "object" || value === null) return [];
    return "href" in value ? [value as AnyAddress] : addresses(value);
  });
}

const params = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

/** The most specific first, as app.ts orders its routers (its .ics route before its event route). */
const ENDPOINTS = addresses(api)
  .filter(({ path }) => params(path).length > 0)
  .sort((a, b) => params(a.path).length - params(b.path).length || b.path.length - a.path.length);
const AWKWARD = ["a/b", "what?", "#top", "two words", "café ☕", "100%", "a.b"];

let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  // Mounted the way app.ts mounts the API: each router names its routes in full, within /api, so those names are
  // checked too.
  const apiRoutes = express.Router();
  for (const { path } of ENDPOINTS) {
    apiRoutes.all(inApi(path), (req, res) => {
      res.json({ pattern: path, params: req.params });
    });
  }
  app.use(api.path, apiRoutes);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the API's addresses, as Express routes them", () => {
  it("has parameterised endpoints to check", () => {
    expect(ENDPOINTS.length).toBeGreaterThan(15);
  });

  it.each(ENDPOINTS.map((address) => [address.path, address] as const))("%s", async (path, address) => {
    const names = params(path);
    for (const value of AWKWARD) {
      const values = names.map((_, i) => `${value}${i}`);
      const response = await fetch(origin + address.href(...values));
      const body = (await response.json()) as { pattern: string; params: Record<string, string> };
      expect(body.params).toEqual(Object.fromEntries(names.map((n, i) => [n, values[i]])));
      expect(body.pattern).toBe(path);
    }
  });
});
