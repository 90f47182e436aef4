import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

/**
 * A response body serialised, hashed and compressed once (gzip and brotli), then served many times from the
 * function's memory: list reads and server-rendered pages.
 */
export interface PreparedBody {
  type: string;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

export function prepareBody(text: string, type: string): PreparedBody {
  const body = Buffer.from(text);
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return {
    type,
    body,
    etag,
    gzip: gzipSync(body, { level: 6 }),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  };
}

/** What a prepared body holds in memory: the body and both compressed copies. */
export function preparedBytes(prepared: PreparedBody): number {
  return prepared.body.length + prepared.gzip.length + prepared.br.length;
}

export function prepareJson(value: unknown): PreparedBody {
  return prepareBody(JSON.stringify(value), "application/json; charset=utf-8");
}

/** Sends a prepared body: 304 when the client's copy is current, else the best encoding the client accepts. */
export function sendPrepared(req: Request, res: Response, prepared: PreparedBody): void {
  res.set("ETag", prepared.etag);
  res.vary("Accept-Encoding");
  res.type(prepared.type);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings("br", "gzip", "identity");
  if (encoding === "br" || encoding === "gzip") {
    res.set("Content-Encoding", encoding);
    res.send(prepared[encoding]);
    return;
  }
  res.send(prepared.body);
}
