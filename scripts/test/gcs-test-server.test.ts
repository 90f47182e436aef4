/**
 * The GCS test server must refuse what Cloud Storage refuses, or the object-store tests that use it prove nothing:
 * signed URLs are made here by the real @google-cloud/storage client and then tampered with.
 */
import { Storage, type File, type GetFilesOptions } from "@google-cloud/storage";
import { generateKeyPairSync } from "node:crypto";
import { crc32c, startGcsTestServer, type GcsTestServer } from "./gcs-test-server";

const HEADERS = { "x-goog-content-length-range": "0,100", "x-goog-if-generation-match": "0" };
const name = "pending/upload-1";

let server: GcsTestServer;
let storage: Storage;
beforeEach(async () => {
  server = await startGcsTestServer({
    cors: [{ origin: ["https://site.example"], method: ["PUT"], responseHeader: ["Content-Type"], maxAgeSeconds: 60 }],
  });
  storage = new Storage({ apiEndpoint: server.url, projectId: server.projectId, credentials: server.serviceAccount });
});
afterEach(() => server.close());

const sign = (client = storage, extensionHeaders: Record<string, string> = HEADERS, object = name) =>
  client
    .bucket(server.bucket)
    .file(object)
    .getSignedUrl({ version: "v4", action: "write", expires: Date.now() + 10 * 60_000, extensionHeaders })
    .then(([url]) => url);

async function put(url: string, body: string, headers: Record<string, string> = HEADERS) {
  const response = await fetch(url, { method: "PUT", headers: { "content-type": "image/png", ...headers }, body });
  return { status: response.status, text: await response.text() };
}

test("CRC-32C matches the standard check value", () => {
  expect(crc32c(Buffer.from("123456789"))).toBe(0xe3069283);
});

test("a correctly signed PUT is stored, and the client reads it back with its checksums verified", async () => {
  expect((await put(await sign(), "image bytes")).status).toBe(200);
  const [bytes] = await storage.bucket(server.bucket).file(name).download();
  expect(bytes.toString()).toBe("image bytes");
  const [metadata] = await storage.bucket(server.bucket).file(name).getMetadata();
  expect(metadata).toMatchObject({ name, size: "11", contentType: "image/png" });
});

test("a signature over anything else is refused: path, expiry, headers, another key, an unknown signer", async () => {
  const url = await sign();
  const otherPath = url.replace("/pending/upload-1", "/pending/upload-2");
  const longer = url.replace(/X-Goog-Expires=\d+/, "X-Goog-Expires=604800");
  const otherKey = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  }).privateKey;
  const forged = new Storage({
    apiEndpoint: server.url,
    credentials: { ...server.serviceAccount, private_key: otherKey },
  });
  const stranger = new Storage({
    apiEndpoint: server.url,
    credentials: { ...server.serviceAccount, client_email: "someone@else.iam.gserviceaccount.com" },
  });
  for (const [target, headers] of [
    [otherPath, HEADERS],
    [longer, HEADERS],
    [url, { ...HEADERS, "x-goog-content-length-range": "0,999999999" }], // a signed header changed
    [url, { "x-goog-content-length-range": "0,100" }], // a signed header left out
    [url, { ...HEADERS, "x-goog-acl": "public-read" }], // an x-goog header added unsigned
    [url.replace(/&X-Goog-Signature=[0-9a-f]+/, ""), HEADERS],
    [await sign(forged), HEADERS],
    [await sign(stranger), HEADERS],
  ] as const) {
    const refused = await put(target, "bytes", headers);
    expect(refused.status).toBe(403);
    expect(refused.text).toMatch(/<Error><Code>\w+<\/Code>/);
  }
  expect(server.objectNames()).toEqual([]);
});

test("a signed URL is refused once it has expired", async () => {
  const url = await sign();
  server.advanceClock(10 * 60_000 + 1000);
  const expired = await put(url, "late");
  expect(expired).toMatchObject({ status: 400, text: expect.stringContaining("ExpiredToken") });
});

test("a signed content-length range and generation precondition are enforced", async () => {
  const url = await sign();
  expect((await put(url, "x".repeat(101))).text).toContain("EntityTooLarge");
  expect(server.objectNames()).toEqual([]);
  expect((await put(url, "x".repeat(100))).status).toBe(200);
  const again = await put(url, "second");
  expect(again).toMatchObject({ status: 412, text: expect.stringContaining("PreconditionFailed") });
});

test("a bucket listing is paged, and the client follows the pages", async () => {
  const bucket = storage.bucket(server.bucket);
  for (let i = 0; i < 5; i++) await bucket.file(`uploads/x/${i}`).save(Buffer.from(String(i)), { resumable: false });
  const names: string[][] = [];
  let query: GetFilesOptions | null = { prefix: "uploads/", maxResults: 2, autoPaginate: false };
  while (query) {
    const [files, next]: [File[], GetFilesOptions | null] = (await bucket.getFiles(query)) as never;
    names.push(files.map((f) => f.name));
    query = next;
  }
  expect(names).toEqual([["uploads/x/0", "uploads/x/1"], ["uploads/x/2", "uploads/x/3"], ["uploads/x/4"]]);
});

test("JSON API preconditions hold, and ones the server doesn't implement fail loudly", async () => {
  const file = storage.bucket(server.bucket).file("uploads/x/original");
  await file.save(Buffer.from("v1"), { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
  await expect(
    file.save(Buffer.from("v2"), { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } }),
  ).rejects.toMatchObject({ code: 412 });
  await expect(file.delete({ ifMetagenerationMatch: 1 })).rejects.toMatchObject({ code: 501 });
  const bogus = await fetch(`${server.url}/storage/v1/b/${server.bucket}/o/x/compose`, { method: "POST" });
  expect(bogus.status).toBe(501);
  const otherBucket = await fetch(`${server.url}/storage/v1/b/other-bucket/o/x`);
  expect(otherBucket.status).toBe(404);
});

test("CORS preflights are answered from the bucket's rules", async () => {
  const url = await sign(storage, {});
  const preflight = (origin: string, requestHeaders: string) =>
    fetch(url, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "PUT", "access-control-request-headers": requestHeaders },
    });
  const allowed = await preflight("https://site.example", "content-type");
  expect(allowed.headers.get("access-control-allow-origin")).toBe("https://site.example");
  expect(allowed.headers.get("access-control-allow-methods")).toBe("PUT");
  expect((await preflight("https://other.example", "content-type")).status).toBe(403);
  expect((await preflight("https://site.example", "content-type,x-goog-meta-a")).status).toBe(403);
});
