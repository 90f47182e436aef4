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
    cached = { url, transport: nodemailer.createTransport(url, { connectionTimeout: 10_000, socketTimeout: 20_000 }) };
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
