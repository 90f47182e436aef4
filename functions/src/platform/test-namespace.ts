import { AsyncLocalStorage } from "node:async_hooks";
import { parse } from "cookie";
import type { Request, RequestHandler } from "express";
import { api } from "@main-street/domain/paths";
import { HttpError } from "../http/errors";
import { env } from "./config";

/**
 * Test isolation on the local stack: under the Functions emulator (never in production), a request may name its own
 * Firestore database on the emulator, so each test file reads and writes only its own data. The name travels with
 * the request, so `firestore()` and the caches pick that database for everything the request does.
 * HTTP clients send the X-Test-Namespace header; browsers carry a cookie, because Chromium sends no extra headers
 * with an <a download> request (the Hosting emulator, unlike Hosting, passes every cookie on).
 */
const HEADER = "x-test-namespace";
const COOKIE = "test_namespace";
const VALID = /^[a-z0-9-]{1,40}$/;

const current = new AsyncLocalStorage<string>();

/** The namespace of the request being served; undefined in production, for `npm start` and for benchmarks. */
export function testNamespace(): string | undefined {
  return current.getStore();
}

/** An emulated function on the Firestore emulator only: a real project's databases are never chosen by a request. */
function namespacesAllowed(): boolean {
  return env().FUNCTIONS_EMULATOR === "true" && Boolean(env().FIRESTORE_EMULATOR_HOST);
}

/**
 * Runs the rest of the request inside its namespace. On the shared test stack (TEST_NAMESPACE_REQUIRED) a request
 * without one is refused, so a test that forgot its namespace fails at once instead of reading another test's data.
 */
export const selectTestNamespace: RequestHandler = (req, _res, next) => {
  if (!namespacesAllowed()) return next();
  const namespace = requestedNamespace(req);
  if (namespace === undefined) {
    if (env().TEST_NAMESPACE_REQUIRED && req.path !== api.health.path) {
      return next(
        new HttpError(
          400,
          "bad_request",
          "This test stack needs a test namespace (X-Test-Namespace header or test_namespace cookie).",
        ),
      );
    }
    return next();
  }
  if (!VALID.test(namespace)) {
    return next(new HttpError(400, "bad_request", "A test namespace is 1-40 lowercase letters, digits or '-'."));
  }
  current.run(namespace, next);
};

function requestedNamespace(req: Request): string | undefined {
  return req.header(HEADER) ?? (req.headers.cookie ? parse(req.headers.cookie)[COOKIE] : undefined);
}

/**
 * Runs in-process work (a scheduled job under a stack test) in a namespace, as a request naming it would. Only on
 * the emulators, like the header: a real project never runs anything in a namespace.
 */
export function runInTestNamespace<T>(namespace: string, work: () => T): T {
  if (!namespacesAllowed() || !VALID.test(namespace)) {
    throw new Error("Test namespaces exist only under the Functions emulator on the Firestore emulator.");
  }
  return current.run(namespace, work);
}
