/** The mail the stack's SMTP catcher holds (scripts/stack/mail-catcher.ts), read over its HTTP list. */
import type { CaughtMail } from "../stack/mail-catcher";

/** Every message caught so far. */
export async function caughtMail(): Promise<CaughtMail[]> {
  const url = process.env.STACK_MAIL_URL;
  if (!url) throw new Error("STACK_MAIL_URL is not set: run stack tests through `npm run test:stack`");
  return (await (await fetch(`${url}/messages.json`)).json()) as CaughtMail[];
}

/** Waits until a message matching `match` has been caught (the API sends it after its commit). */
export async function waitForMail(match: (mail: CaughtMail) => boolean): Promise<CaughtMail> {
  for (;;) {
    const found = (await caughtMail()).find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
