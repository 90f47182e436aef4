/** The Node APIs the web tests use to fill gaps in jsdom: TextEncoder (React's server renderer), v8 (structuredClone). */
declare module "node:util" {
  export const TextEncoder: typeof globalThis.TextEncoder;
}
declare module "node:v8" {
  export function serialize(value: unknown): Uint8Array;
  export function deserialize(buffer: Uint8Array): unknown;
}
