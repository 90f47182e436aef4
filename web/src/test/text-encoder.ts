/** Test setup for jsdom, which lacks TextEncoder: React's server renderer and react-router need it; Node has it. */
import { TextEncoder } from "node:util";

globalThis.TextEncoder ??= TextEncoder;
