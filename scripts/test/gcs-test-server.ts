/**
 * A small Cloud Storage stand-in for tests: the JSON API calls @google-cloud/storage makes for the object store
 * (simple and multipart uploads, metadata, media downloads, list, delete, generation preconditions) and PUTs to
 * V4 signed URLs on the XML API path, whose signature, expiry and signed headers it verifies as Cloud Storage does.
 * One bucket, in memory, no versioning. Anything else answers 501, so a client call it doesn't know fails loudly.
 * Point the client at it with `apiEndpoint: server.url`, or STORAGE_EMULATOR_HOST=server.url.
 * Why it exists rather than an emulator: docs/decisions/0014-gcs-test-server.md.
 */
import { createHash, createPublicKey, generateKeyPairSync, randomUUID, verify, type KeyObject } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** The fields of a service-account JSON key that the client libraries read. */
interface ServiceAccountKey {
  type: "service_account";
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
  client_id: string;
  token_uri: string;
}

/** One entry of a bucket's CORS configuration, as `gcloud storage buckets update --cors-file` takes it. */
export interface CorsRule {
  origin: string[];
  method: string[];
  responseHeader?: string[];
  maxAgeSeconds?: number;
}

interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

export interface GcsTestServer {
  /** The endpoint to give the client as `apiEndpoint` or STORAGE_EMULATOR_HOST. */
  readonly url: string;
  readonly bucket: string;
  readonly projectId: string;
  /** A throwaway key made for this server: the client signs URLs with it, the server checks them with its public half. */
  readonly serviceAccount: ServiceAccountKey;
  /** Every request answered, oldest first, for checking what the client really sent. */
  readonly requests: RecordedRequest[];
  /** Moves the server's clock forward (signed URLs expire by it). */
  advanceClock(ms: number): void;
  objectNames(): string[];
  close(): Promise<void>;
}

interface StoredObject {
  bytes: Buffer;
  contentType: string;
  generation: string;
  created: Date;
}

/** Generous: a test PUTs at most 10 MiB + 1 byte. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;
/** Preconditions the client can send that this server does not implement: refused rather than ignored. */
const UNSUPPORTED_PRECONDITIONS = ["ifGenerationNotMatch", "ifMetagenerationMatch", "ifMetagenerationNotMatch"];

class GcsError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startGcsTestServer(
  options: { bucket?: string; projectId?: string; cors?: CorsRule[] } = {},
): Promise<GcsTestServer> {
  const bucket = options.bucket ?? "test-bucket";
  const projectId = options.projectId ?? "test-project";
  const { privateKey, publicKey } = testKeyPair();
  const serviceAccount: ServiceAccountKey = {
    type: "service_account",
    project_id: projectId,
    private_key_id: randomUUID().replace(/-/g, ""),
    private_key: privateKey,
    client_email: `object-store-test@${projectId}.iam.gserviceaccount.com`,
    client_id: "100000000000000000000",
    token_uri: "http://127.0.0.1:9/token", // never used: requests to a custom endpoint carry no token
  };
  const signers = new Map<string, KeyObject>([[serviceAccount.client_email, createPublicKey(publicKey)]]);
  const objects = new Map<string, StoredObject>();
  const requests: RecordedRequest[] = [];
  let clockOffsetMs = 0;
  let lastGeneration = 0;
  const now = () => new Date(Date.now() + clockOffsetMs);
  /** Cloud Storage generations are microsecond timestamps; strictly increasing here. */
  const nextGeneration = () => String((lastGeneration = Math.max(lastGeneration + 1, now().getTime() * 1000)));

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const query = Object.fromEntries(url.searchParams);
    requests.push({ method: req.method ?? "", path: url.pathname, query, headers: req.headers });
    route(req, res, url, query).catch((error: unknown) => {
      if (error instanceof GcsError) return sendError(req, res, url, error);
      sendError(req, res, url, new GcsError(500, "backendError", String(error)));
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, query: Record<string, string>) {
    // With STORAGE_EMULATOR_HOST the client uses that address as the JSON API's base, without /storage/v1.
    const path = url.pathname.startsWith("/b/") ? `/storage/v1${url.pathname}` : url.pathname;
    const refuseUnsupported = () => {
      const unsupported = UNSUPPORTED_PRECONDITIONS.filter((name) => name in query);
      if (unsupported.length > 0) throw notImplemented(`${req.method} with ${unsupported.join(", ")}`);
    };
    let match: RegExpExecArray | null;
    if ((match = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(path)) && req.method === "POST") {
      checkBucket(match[1]!);
      refuseUnsupported();
      return insertObject(req, res, query);
    }
    if ((match = /^\/storage\/v1\/b\/([^/]+)\/o$/.exec(path)) && req.method === "GET") {
      checkBucket(match[1]!);
      return listObjects(res, query);
    }
    if ((match = /^\/storage\/v1\/b\/([^/]+)\/o\/(.+)$/.exec(path))) {
      checkBucket(match[1]!);
      refuseUnsupported();
      const name = decodeURIComponent(match[2]!);
      if (req.method === "GET") return getObject(res, name, query);
      if (req.method === "DELETE") {
        liveObject(name, query);
        objects.delete(name);
        res.writeHead(204).end();
        return;
      }
    }
    if (path.startsWith("/storage/") || path.startsWith("/upload/")) throw notImplemented(`${req.method} ${path}`);
    // The XML API, path style: /<bucket>/<object>, reached through signed URLs.
    if ((match = /^\/([^/]+)\/(.+)$/.exec(path))) {
      checkBucket(match[1]!);
      const name = decodeURIComponent(match[2]!);
      if (req.method === "OPTIONS") return preflight(req, res);
      if (req.method === "PUT") return signedPut(req, res, url, name);
    }
    throw notImplemented(`${req.method} ${path}`);
  }

  function checkBucket(name: string) {
    if (decodeURIComponent(name) !== bucket)
      throw new GcsError(404, "notFound", "The specified bucket does not exist.");
  }

  /** The live object, after the request's generation conditions. */
  function liveObject(name: string, query: Record<string, string>): StoredObject {
    const object = objects.get(name);
    if (!object || (query.generation !== undefined && query.generation !== object.generation)) {
      throw new GcsError(404, "notFound", `No such object: ${bucket}/${name}`);
    }
    if (query.ifGenerationMatch !== undefined && query.ifGenerationMatch !== object.generation) {
      throw new GcsError(412, "conditionNotMet", "At least one of the pre-conditions you specified did not hold.");
    }
    return object;
  }

  function store(name: string, bytes: Buffer, contentType: string, ifGenerationMatch: string | undefined, xml = false) {
    const current = objects.get(name);
    if (ifGenerationMatch !== undefined && ifGenerationMatch !== (current?.generation ?? "0")) {
      const reason = xml ? "PreconditionFailed" : "conditionNotMet";
      throw new GcsError(412, reason, "At least one of the pre-conditions you specified did not hold.");
    }
    const object = { bytes, contentType, generation: nextGeneration(), created: now() };
    objects.set(name, object);
    return object;
  }

  function resource(name: string, object: StoredObject) {
    const hashes = hashesOf(object.bytes);
    return {
      kind: "storage#object",
      id: `${bucket}/${name}/${object.generation}`,
      name,
      bucket,
      generation: object.generation,
      metageneration: "1",
      contentType: object.contentType,
      storageClass: "STANDARD",
      size: String(object.bytes.length),
      md5Hash: hashes.md5,
      crc32c: hashes.crc32c,
      etag: hashes.md5,
      timeCreated: object.created.toISOString(),
      updated: object.created.toISOString(),
    };
  }

  async function insertObject(req: IncomingMessage, res: ServerResponse, query: Record<string, string>) {
    const body = await readBody(req);
    let metadata: { name?: string; contentType?: string } = {};
    let bytes = body;
    let contentType = header(req, "content-type") ?? "application/octet-stream";
    if (query.uploadType === "multipart") {
      const [meta, media] = multipartParts(contentType, body);
      metadata = JSON.parse(meta!.body.toString("utf8")) as typeof metadata;
      bytes = media!.body;
      contentType = metadata.contentType ?? media!.contentType ?? "application/octet-stream";
    } else if (query.uploadType !== "media") {
      throw notImplemented(`uploadType=${query.uploadType}`);
    }
    const name = query.name ?? metadata.name;
    if (!name) throw new GcsError(400, "required", "Required parameter: name");
    const object = store(name, bytes, contentType, query.ifGenerationMatch);
    sendJson(res, 200, resource(name, object));
  }

  function getObject(res: ServerResponse, name: string, query: Record<string, string>) {
    const object = liveObject(name, query);
    if (query.alt !== "media") return sendJson(res, 200, resource(name, object));
    const hashes = hashesOf(object.bytes);
    res.writeHead(200, {
      "content-type": object.contentType,
      "content-length": object.bytes.length,
      "x-goog-generation": object.generation,
      "x-goog-hash": `crc32c=${hashes.crc32c},md5=${hashes.md5}`,
      "x-goog-stored-content-encoding": "identity",
      "x-goog-stored-content-length": object.bytes.length,
    });
    res.end(object.bytes);
  }

  function listObjects(res: ServerResponse, query: Record<string, string>) {
    const prefix = query.prefix ?? "";
    const pageSize = Math.min(Number(query.maxResults ?? 1000) || 1000, 1000);
    const names = [...objects.keys()].filter((name) => name.startsWith(prefix)).sort();
    const start = query.pageToken ? names.findIndex((name) => name > query.pageToken!) : 0;
    const page = start < 0 ? [] : names.slice(start, start + pageSize);
    const more = start >= 0 && start + pageSize < names.length;
    sendJson(res, 200, {
      kind: "storage#objects",
      items: page.map((name) => resource(name, objects.get(name)!)),
      ...(more ? { nextPageToken: page[page.length - 1] } : {}),
    });
  }

  /** PUT to a V4 signed URL: checked like Cloud Storage's XML API, then stored. */
  async function signedPut(req: IncomingMessage, res: ServerResponse, url: URL, name: string) {
    verifySignedUrl(req, url, signers, now());
    const body = await readBody(req);
    const range = header(req, "x-goog-content-length-range");
    if (range !== undefined) {
      const [min, max] = range.split(",").map((n) => Number(n.trim()));
      if (!Number.isInteger(min) || !Number.isInteger(max)) {
        throw new GcsError(400, "InvalidArgument", "Invalid x-goog-content-length-range header.");
      }
      if (body.length > max!) throw new GcsError(400, "EntityTooLarge", "Your proposed upload is larger than allowed.");
      if (body.length < min!)
        throw new GcsError(400, "EntityTooSmall", "Your proposed upload is smaller than allowed.");
    }
    const contentType = header(req, "content-type") ?? "application/octet-stream";
    const object = store(name, body, contentType, header(req, "x-goog-if-generation-match"), true);
    const hashes = hashesOf(object.bytes);
    res.writeHead(200, {
      ...corsHeaders(req, options.cors),
      etag: `"${Buffer.from(hashes.md5, "base64").toString("hex")}"`,
      "x-goog-generation": object.generation,
      "x-goog-hash": `crc32c=${hashes.crc32c},md5=${hashes.md5}`,
    });
    res.end();
  }

  function preflight(req: IncomingMessage, res: ServerResponse) {
    const headers = corsHeaders(req, options.cors, true);
    if (!headers["access-control-allow-origin"]) throw new GcsError(403, "AccessDenied", "CORS request refused.");
    res.writeHead(200, headers).end();
  }

  function sendError(req: IncomingMessage, res: ServerResponse, url: URL, error: GcsError) {
    if (res.headersSent) return void res.destroy();
    // The XML API (signed URLs) answers in XML, the JSON API in JSON.
    if (!/^\/(storage|upload|b)\//.test(url.pathname)) {
      res.writeHead(error.status, { ...corsHeaders(req, options.cors), "content-type": "application/xml" });
      res.end(
        `<?xml version='1.0' encoding='UTF-8'?><Error><Code>${error.reason}</Code><Message>${escapeXml(error.message)}</Message></Error>`,
      );
      return;
    }
    sendJson(res, error.status, {
      error: {
        code: error.status,
        message: error.message,
        errors: [{ domain: "global", reason: error.reason, message: error.message }],
      },
    });
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    projectId,
    serviceAccount,
    requests,
    advanceClock: (ms) => void (clockOffsetMs += ms),
    objectNames: () => [...objects.keys()].sort(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

let keyPair: { privateKey: string; publicKey: string } | undefined;

/** An RSA key made once per test process (making one takes up to a second); never stored anywhere. */
function testKeyPair(): { privateKey: string; publicKey: string } {
  keyPair ??= generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  return keyPair;
}

/**
 * Checks a V4 signed URL as Cloud Storage does: algorithm, credential scope, date and expiry, then the signature
 * over the canonical request rebuilt from what actually arrived (method, path, query, signed headers). Every
 * signed header must be present, and every x-goog-* header sent must be signed, so a signed condition can
 * neither be dropped nor added. Throws a GcsError.
 */
function verifySignedUrl(req: IncomingMessage, url: URL, signers: Map<string, KeyObject>, now: Date): void {
  const param = (name: string) => url.searchParams.get(name) ?? undefined;
  const denied = (message: string) => new GcsError(403, "SignatureDoesNotMatch", message);
  const invalid = (message: string) => new GcsError(400, "InvalidArgument", message);

  const algorithm = param("X-Goog-Algorithm");
  const credential = param("X-Goog-Credential");
  const date = param("X-Goog-Date");
  const expires = param("X-Goog-Expires");
  const signedHeaderList = param("X-Goog-SignedHeaders");
  const signature = param("X-Goog-Signature");
  if (!algorithm || !credential || !date || !expires || !signedHeaderList || !signature) {
    throw new GcsError(403, "AccessDenied", "Anonymous caller does not have storage.objects.create access.");
  }
  if (algorithm !== "GOOG4-RSA-SHA256") throw invalid(`Unsupported algorithm ${algorithm}.`);

  const [email, scopeDate, location, service, terminator, ...rest] = credential.split("/");
  if (rest.length > 0 || service !== "storage" || terminator !== "goog4_request" || !location) {
    throw invalid("Malformed X-Goog-Credential.");
  }
  const signer = signers.get(email ?? "");
  if (!signer) throw denied(`Unknown signer ${email}.`);
  const dateMatch = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
  if (!dateMatch || scopeDate !== date.slice(0, 8)) throw invalid("X-Goog-Date does not match the credential scope.");
  const [, y, mo, d, h, mi, s] = dateMatch.map(Number) as number[];
  const signedAt = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  const lifetime = Number(expires);
  if (!Number.isInteger(lifetime) || lifetime < 1 || lifetime > MAX_SIGNED_URL_SECONDS) {
    throw invalid("X-Goog-Expires must be between 1 and 604800 seconds.");
  }
  if (now.getTime() < signedAt) throw new GcsError(400, "RequestNotYetValid", "Request is not valid yet.");
  if (now.getTime() > signedAt + lifetime * 1000) throw new GcsError(400, "ExpiredToken", "Request has expired.");

  const signedHeaders = signedHeaderList.split(";");
  const sorted = [...signedHeaders].sort();
  if (
    !signedHeaders.includes("host") ||
    signedHeaders.some((name, i) => name !== sorted[i] || name !== name.toLowerCase())
  ) {
    throw invalid("X-Goog-SignedHeaders must be lowercase, sorted and include host.");
  }
  const unsigned = Object.keys(req.headers).filter(
    (name) => name.startsWith("x-goog-") && !signedHeaders.includes(name),
  );
  if (unsigned.length > 0) throw denied(`Headers sent but not signed: ${unsigned.join(", ")}.`);
  const canonicalHeaders = signedHeaders.map((name) => {
    // The client signs its endpoint's host name; on Cloud Storage (port 443) that is the whole Host header.
    const value = name === "host" ? header(req, "host")?.replace(/:\d+$/, "") : header(req, name);
    if (value === undefined) throw denied(`Signed header ${name} is missing.`);
    return `${name}:${value.trim().replace(/\s+/g, " ")}\n`;
  });

  const canonicalQuery = [...url.searchParams]
    .filter(([key]) => key !== "X-Goog-Signature")
    .map(([key, value]) => [encodeRfc3986(key), encodeRfc3986(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const canonicalRequest = [
    req.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders.join(""),
    signedHeaderList,
    "UNSIGNED-PAYLOAD",
  ].join("\n");
  const stringToSign = [
    algorithm,
    date,
    `${scopeDate}/${location}/storage/goog4_request`,
    createHash("sha256").update(canonicalRequest).digest("hex"),
  ].join("\n");
  if (
    !/^[0-9a-f]+$/.test(signature) ||
    !verify("RSA-SHA256", Buffer.from(stringToSign), signer, Buffer.from(signature, "hex"))
  ) {
    throw denied("The request signature we calculated does not match the signature you provided.");
  }
}

/** CORS answer headers for a request, by the bucket's rules (none when no rule allows it). */
function corsHeaders(req: IncomingMessage, rules: CorsRule[] | undefined, isPreflight = false): Record<string, string> {
  const origin = header(req, "origin");
  if (!origin || !rules) return {};
  const method = isPreflight ? header(req, "access-control-request-method") : req.method;
  const requested = (isPreflight ? (header(req, "access-control-request-headers") ?? "") : "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const rule = rules.find(
    (r) =>
      (r.origin.includes(origin) || r.origin.includes("*")) &&
      r.method.includes(method ?? "") &&
      requested.every((name) => (r.responseHeader ?? []).some((allowed) => allowed.toLowerCase() === name)),
  );
  if (!rule) return {};
  return {
    "access-control-allow-origin": origin,
    vary: "Origin",
    ...(isPreflight
      ? {
          "access-control-allow-methods": rule.method.join(", "),
          "access-control-allow-headers": (rule.responseHeader ?? []).join(", "),
          "access-control-max-age": String(rule.maxAgeSeconds ?? 0),
        }
      : { "access-control-expose-headers": (rule.responseHeader ?? []).join(", ") }),
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req) {
    length += (chunk as Buffer).length;
    if (length > MAX_BODY_BYTES) throw new GcsError(413, "EntityTooLarge", "Body too large for the test server.");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The parts of a multipart/related body (JSON metadata, then the media), as the client's simple upload sends it. */
function multipartParts(contentType: string, body: Buffer): { contentType?: string; body: Buffer }[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!/^multipart\/related/i.test(contentType) || !boundary) {
    throw new GcsError(400, "invalid", "Expected a multipart/related body.");
  }
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { contentType?: string; body: Buffer }[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === "--") break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next < 0) throw new GcsError(400, "invalid", "Unterminated multipart body.");
    const part = body.subarray(afterDelimiter + 2, next - 2); // drop the CRLFs around the part
    const split = part.indexOf("\r\n\r\n");
    const headers = part.subarray(0, split).toString("utf8");
    parts.push({
      contentType: /^content-type:\s*(.+)$/im.exec(headers)?.[1]?.trim(),
      body: part.subarray(split + 4),
    });
    start = next;
  }
  if (parts.length !== 2) throw new GcsError(400, "invalid", "Expected metadata and media parts.");
  return parts;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=UTF-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

function notImplemented(what: string) {
  return new GcsError(501, "notImplemented", `The GCS test server does not implement ${what}.`);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** RFC 3986 percent-encoding, as V4 signing canonicalises query keys and values. */
function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The MD5 and CRC32C that Cloud Storage reports (base64, CRC32C big-endian); the client checks them. */
function hashesOf(bytes: Buffer): { md5: string; crc32c: string } {
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32c(bytes));
  return { md5: createHash("md5").update(bytes).digest("base64"), crc32c: crc.toString("base64") };
}

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32C (Castagnoli), the checksum Cloud Storage keeps for every object. */
export function crc32c(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC32C_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
