import nodemailer from "nodemailer";
import { csv, env } from "../platform/config";
import { withDeadline } from "../platform/firestore";
import { usersCollection } from "../users";

let cached: { url: string; transport: nodemailer.Transporter } | undefined;

/** The SMTP transport from SMTP_URL, or null when none is configured (then no mail is attempted). */
export function mailTransport(): nodemailer.Transporter | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (cached?.url !== url) {
    // Every send is awaited before an answer (outbox.ts): an unreachable or silent server fails within seconds.
    const timeouts = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };
    cached = { url, transport: nodemailer.createTransport(url, timeouts) };
  }
  return cached.transport;
}

/**
 * A transport of its own for a drain of many messages (mail/drain.ts): a pool of SMTP connections reused from one
 * message to the next, closed by the caller when the drain ends. Null when no SMTP server is configured.
 */
export function pooledMailTransport(connections: number): nodemailer.Transporter | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  return nodemailer.createTransport(url, {
    pool: true,
    maxConnections: connections,
    maxMessages: 1000,
    connectionTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[1]);
}

/**
 * The SMTP server refused every recipient for good (a 5xx answer to RCPT TO: no such mailbox, or one that no longer
 * takes mail): a bounce it reports at once. A 4xx (try later) or a refusal of the message itself is not.
 */
export function isRecipientRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}

/** STAFF_EMAILS, else every admin's e-mail (users/{uid}.role mirrors the admin claim). */
export async function staffRecipients(): Promise<string[]> {
  const configured = csv(env().STAFF_EMAILS);
  if (configured.length > 0) return configured;
  const admins = await withDeadline(usersCollection().where("role", "==", "admin").get());
  return [...new Set(admins.docs.map((d) => String(d.get("email") ?? "")).filter((e) => e.includes("@")))];
}
