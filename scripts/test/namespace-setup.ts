/** Runs in every stack test file before its own code: enters the file's namespace and seeds it (see namespace.ts). */
import { namespaceFor, seedNamespace } from "./namespace";
import { enterNamespace } from "./stack-env";

// A bound on a hang (jest's own default is 5 s): each test drives a real stack, and many a real browser.
jest.setTimeout(30_000);

const namespace = namespaceFor(expect.getState().testPath!);
enterNamespace(namespace);
beforeAll(() => seedNamespace(namespace));
