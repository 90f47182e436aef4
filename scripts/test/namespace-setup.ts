/**
 * Runs in every stack test file before its own code: sets a dated file's clock (clock-setup.ts), enters the file's
 * namespace and seeds it (see namespace.ts) on the file's today.
 */
import "./clock-setup";
import { namespaceFor, seedNamespace } from "./namespace";
import { enterNamespace } from "./stack-env";

// A bound on a hang (jest's own default is 5 s): each test drives a real stack, and many a real browser. Above
// Playwright's 30 s default for one step, so a stuck step fails with Playwright's message saying what it awaited.
jest.setTimeout(60_000);

const namespace = namespaceFor(expect.getState().testPath!);
enterNamespace(namespace);
beforeAll(() => seedNamespace(namespace));
