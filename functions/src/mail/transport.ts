import nodemailer from "nodemailer";
import { csv, env } from "../platform/config";
import { withDeadline } from "../platform/firestore";
import { usersCollection } from "../users/repository";

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

/** STAFF_EMAILS, else every admin's e-mail (users/{uid}.role mirrors the admin claim). */
export async function staffRecipients(): Promise<string[]> {
  const configured = csv(env().STAFF_EMAILS);
  if (configured.length > 0) return configured;
  const admins = await withDeadline(usersCollection().where("role", "==", "admin").get());
  return [...new Set(admins.docs.map((d) => String(d.get("email") ?? "")).filter((e) => e.includes("@")))];
}
