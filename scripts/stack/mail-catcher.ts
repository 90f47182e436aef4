/**
 * The local stack's SMTP catcher: a real SMTP server (smtp-server) in this process that keeps every message the
 * function sends, parsed with mailparser, as .eml files in a folder and on a small page (`/`) and JSON list
 * (`/messages.json`). Nothing leaves the machine. Like a real mail server it refuses some recipients for good: any
 * address at `bounce.test` gets "550 No such user" at RCPT TO, the bounce a server reports at once.
 */
import { simpleParser } from "mailparser";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo, Server } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every header field by its lower-case name, as sent (unfolded): `list-unsubscribe`, `list-unsubscribe-post`… */
  headers: Record<string, string>;
  receivedAt: string;
}

/** The domain whose every mailbox the catcher refuses (RFC 2606 keeps `.test` for tests). */
const BOUNCING_DOMAIN = "bounce.test";

export interface MailCatcher {
  /** What the function's SMTP_URL is set to. */
  smtpUrl: string;
  /** Where a person reads the caught mail. */
  readUrl: string;
  dir: string;
  stop(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const addresses = (value: unknown): string[] => {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((a: { value?: { address?: string }[] }) => (a.value ?? []).map((v) => v.address ?? ""));
};

/** `Name: value` lines (folded lines joined) by lower-case name; a repeated field keeps its first value. */
function headerFields(lines: readonly { key: string; line: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { key, line } of lines) {
    fields[key] ??= line
      .slice(line.indexOf(":") + 1)
      .replace(/\r?\n[ \t]+/g, " ")
      .trim();
  }
  return fields;
}

function page(messages: CaughtMail[]): string {
  const rows = messages
    .slice()
    .reverse()
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to.join(", "))} · ${m.receivedAt}` +
        ` · <a href="/${m.id}.eml">.eml</a></p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Caught mail</title><h1>Caught mail (${messages.length})</h1>${rows}</html>`;
}

function listen(server: Server, start: (ready: () => void) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    start(() => resolve((server.address() as AddressInfo).port));
  });
}

/** The stack passes its chosen ports (scripts/stack/ports.ts). */
export async function startMailCatcher(dir: string, ports: { smtp: number; http: number }): Promise<MailCatcher> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const messages: CaughtMail[] = [];
  const raws = new Map<number, Buffer>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${BOUNCING_DOMAIN}`)) {
        callback(Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((mail) => {
            const id = messages.length + 1;
            raws.set(id, raw);
            writeFileSync(path.join(dir, `${id}.eml`), raw);
            messages.push({
              id,
              from: addresses(mail.from)[0] ?? "",
              to: addresses(mail.to),
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              html: typeof mail.html === "string" ? mail.html : "",
              headers: headerFields(mail.headerLines),
              receivedAt: new Date().toISOString(),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  const http = createServer((req, res) => {
    const eml = /^\/(\d+)\.eml$/.exec(req.url ?? "");
    if (req.url === "/messages.json") {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(messages));
    } else if (eml && raws.has(Number(eml[1]))) {
      res.writeHead(200, { "content-type": "message/rfc822" }).end(raws.get(Number(eml[1])));
    } else {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page(messages));
    }
  });
  const smtpPort = await listen(smtp.server, (ready) => smtp.listen(ports.smtp, "127.0.0.1", ready));
  const httpPort = await listen(http, (ready) => http.listen(ports.http, "127.0.0.1", ready));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    readUrl: `http://127.0.0.1:${httpPort}`,
    dir,
    stop: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
