/**
 * Waits for a condition that becomes true on its own, such as a write reaching another function instance's
 * cache (within about 2 s, docs/decisions/0002). Not a timing assertion: it only bounds how long to wait.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  limitMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Gave up waiting for ${what}; last value: ${JSON.stringify(value)?.slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
