/** Stops the stack started by global-setup, leaving no processes behind. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__STACK__?.stop();
  globalThis.__STACK__ = undefined;
}
