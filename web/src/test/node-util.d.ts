/** The one Node API the web tests use: jsdom has no TextEncoder, which React's server renderer needs. */
declare module "node:util" {
  export const TextEncoder: typeof globalThis.TextEncoder;
}
