import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Request, Response } from "express";

/** A JSON body serialised, hashed and gzipped once, then served many times from the function's memory. */
export interface PreparedJson {
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

export function prepareJson(value: unknown): PreparedJson {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return { body, gzip: gzipSync(body, { level: 6 }), etag };
}

/** Sends a prepared body: 304 when the client's copy is current, gzip when the client accepts it. */
export function sendPreparedJson(req: Request, res: Response, prepared: PreparedJson): void {
  res.set("ETag", prepared.etag);
  res.vary("Accept-Encoding");
  res.type("application/json; charset=utf-8");
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (req.acceptsEncodings("gzip", "identity") === "gzip") {
    res.set("Content-Encoding", "gzip");
    res.send(prepared.gzip);
    return;
  }
  res.send(prepared.body);
}
