/**
 * GcsObjectStore through the real @google-cloud/storage client, pointed at scripts/test/gcs-test-server.ts (which
 * checks V4 signatures with the public half of a key made for the run).
 */
import { Storage } from "@google-cloud/storage";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { startGcsTestServer, type CorsRule, type GcsTestServer } from "../../../scripts/test/gcs-test-server";
import { putUpload } from "../../../scripts/test/uploads";
import { SITE_CSP } from "../http/csp";
import { UPLOAD_PUT_HEADERS } from "@main-street/domain/uploads";
import { GcsObjectStore } from "./gcs-store";
import { pendingName } from "./object-names";
import { describeObjectStore, describeUploadUrls, type UploadFixture } from "./object-store.contract";
import { UPLOAD_URL_LIFETIME_MS } from "./upload-records";

const corsRules = JSON.parse(
  readFileSync(path.join(__dirname, "..", "..", "..", "deploy", "bucket", "cors.json"), "utf8"),
) as CorsRule[];

type GcsFixture = UploadFixture & { server: GcsTestServer; storage: Storage };

async function gcsFixture(): Promise<GcsFixture> {
  const server = await startGcsTestServer({ cors: corsRules });
  const storage = new Storage({
    apiEndpoint: server.url,
    projectId: server.projectId,
    credentials: server.serviceAccount,
  });
  const store = new GcsObjectStore(() => storage.bucket(server.bucket));
  return {
    server,
    storage,
    store,
    close: () => server.close(),
    async newUpload() {
      const id = randomBytes(24).toString("base64url");
      const expiresAt = new Date(Date.now() + UPLOAD_URL_LIFETIME_MS);
      return { id, uploadURL: await store.uploadUrl(pendingName(id), id, expiresAt) };
    },
    put: async (uploadURL, bytes, contentType) => (await putUpload(uploadURL, bytes, contentType)).status,
  };
}

describeObjectStore("GcsObjectStore", gcsFixture);
describeUploadUrls("GcsObjectStore", gcsFixture);

describe("GcsObjectStore on Cloud Storage", () => {
  let fixture: GcsFixture;
  beforeEach(async () => {
    fixture = await gcsFixture();
  });
  afterEach(() => fixture.close());

  it("signs a V4 upload URL for the pending object, with the size range and single use, until the upload expires", async () => {
    const { uploadURL, id } = await fixture.newUpload();
    const url = new URL(uploadURL);
    expect(url.origin + url.pathname).toBe(`${fixture.server.url}/${fixture.server.bucket}/pending/${id}`);
    expect(url.searchParams.get("X-Goog-Algorithm")).toBe("GOOG4-RSA-SHA256");
    expect(url.searchParams.get("X-Goog-SignedHeaders")).toBe(
      "host;x-goog-content-length-range;x-goog-if-generation-match",
    );
    expect(UPLOAD_PUT_HEADERS).toEqual({
      "x-goog-content-length-range": "0,10485760",
      "x-goog-if-generation-match": "0",
    });
    // Signed for the upload record's lifetime (the signer counts from its own whole second).
    expect(
      Math.abs(Number(url.searchParams.get("X-Goog-Expires")) - UPLOAD_URL_LIFETIME_MS / 1000),
    ).toBeLessThanOrEqual(1);

    fixture.server.advanceClock(UPLOAD_URL_LIFETIME_MS + 2000);
    expect(await fixture.put(uploadURL, Buffer.from("late"), "image/png")).toBe(400);
    expect(await fixture.store.stat(pendingName(id))).toBeNull();
  });

  it("refuses a PUT that leaves out the signed headers, and one to another object", async () => {
    const { uploadURL, id } = await fixture.newUpload();
    const bare = await fetch(uploadURL, { method: "PUT", body: "no signed headers" });
    expect(bare.status).toBe(403);
    const other = uploadURL.replace(`/pending/${id}`, `/pending/${"z".repeat(32)}`);
    expect(await fixture.put(other, Buffer.from("elsewhere"), "image/png")).toBe(403);
    expect(fixture.server.objectNames()).toEqual([]);
  });

  it("reads for publishing with ifGenerationMatch on the media request itself", async () => {
    await fixture.store.put(pendingName("a".repeat(32)), Buffer.from("upload"), "image/png");
    const { generation } = (await fixture.store.stat(pendingName("a".repeat(32))))!;
    await fixture.store.get(pendingName("a".repeat(32)), { ifGenerationMatch: generation, maxBytes: 100 });
    const media = fixture.server.requests.filter((r) => r.query.alt === "media");
    expect(media.map((r) => r.query.ifGenerationMatch)).toEqual([generation]);
  });

  it("lets the site's pages PUT to a signed URL: the CSP allows its origin, the bucket's CORS rules its headers", async () => {
    // Signed against the production endpoint (signing is local: no request is made).
    const production = new Storage({ projectId: "p", credentials: fixture.server.serviceAccount });
    const [signed] = await production
      .bucket("p.firebasestorage.app")
      .file(pendingName("a".repeat(32)))
      .getSignedUrl({ version: "v4", action: "write", expires: Date.now() + 60_000 });
    const connectSrc = /(?:^|; )connect-src ([^;]+)/.exec(SITE_CSP)![1]!.split(" ");
    expect(connectSrc).toContain(new URL(signed).origin);

    const { uploadURL } = await fixture.newUpload();
    const siteOrigin = corsRules[0]!.origin[0]!;
    const preflight = (origin: string) =>
      fetch(uploadURL, {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "PUT",
          "access-control-request-headers": ["content-type", ...Object.keys(UPLOAD_PUT_HEADERS)].join(","),
        },
      });
    const allowed = await preflight(siteOrigin);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(siteOrigin);
    expect((await preflight("https://elsewhere.example")).headers.get("access-control-allow-origin")).toBeNull();

    const put = await fetch(uploadURL, {
      method: "PUT",
      headers: { origin: siteOrigin, "content-type": "image/png", ...UPLOAD_PUT_HEADERS },
      body: "bytes",
    });
    expect(put.status).toBe(200);
    expect(put.headers.get("access-control-allow-origin")).toBe(siteOrigin);
  });
});
