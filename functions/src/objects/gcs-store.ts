import type { Bucket, File } from "@google-cloud/storage";
import { getApps, initializeApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { UPLOAD_PUT_HEADERS } from "@main-street/domain/uploads";
import { env } from "../platform/config";
import { ObjectChangedError, ObjectTooLargeError } from "./object-errors";
import { assertObjectName, assertPrefix } from "./object-names";
import type { ObjectInfo, ObjectStore, ReadConditions, StoredObject } from "./store-types";

const DEFAULT_TYPE = "application/octet-stream";

/**
 * Cloud Storage through @google-cloud/storage (production). Browsers PUT to a V4 signed URL, which needs the
 * function's service account to hold "Service Account Token Creator" on itself (signBlob).
 */
export class GcsObjectStore implements ObjectStore {
  private cachedBucket: Bucket | undefined;

  /** `openBucket` is called once, on first use (tests pass a client pointed at their own server). */
  constructor(private readonly openBucket: () => Bucket) {}

  /** The production bucket through firebase-admin's client (storageBucketName in platform/config.ts). */
  static forBucket(bucketName: string): GcsObjectStore {
    return new GcsObjectStore(() => {
      if (!getApps().some((app) => app.name === "[DEFAULT]")) initializeApp({ projectId: env().GCLOUD_PROJECT });
      return getStorage().bucket(bucketName);
    });
  }

  private bucket(): Bucket {
    this.cachedBucket ??= this.openBucket();
    return this.cachedBucket;
  }

  private file(name: string): File {
    assertObjectName(name);
    return this.bucket().file(name);
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.file(name).save(bytes, { contentType, resumable: false });
  }

  async get(name: string, conditions: ReadConditions = {}): Promise<StoredObject | null> {
    const file = this.file(name);
    const { ifGenerationMatch, maxBytes } = conditions;
    if (ifGenerationMatch !== undefined) withQuery(file, { ifGenerationMatch });
    try {
      return await readCapped(file, maxBytes);
    } catch (error) {
      const status = statusOf(error);
      if (ifGenerationMatch !== undefined && (status === 404 || status === 412)) throw new ObjectChangedError(name);
      if (status === 404) return null;
      if (error === CAP_EXCEEDED) throw new ObjectTooLargeError(name, maxBytes!);
      throw error;
    }
  }

  async stat(name: string): Promise<ObjectInfo | null> {
    try {
      const [metadata] = await this.file(name).getMetadata();
      return {
        size: Number(metadata.size ?? 0),
        generation: String(metadata.generation),
        contentType: metadata.contentType ?? DEFAULT_TYPE,
      };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await this.file(name).delete({ ignoreNotFound: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertPrefix(prefix);
    assertObjectName(prefix.slice(0, -1));
    await this.bucket().deleteFiles({ prefix, force: true });
  }

  async uploadUrl(name: string, _uploadId: string, expiresAt: Date): Promise<string> {
    // The size range and "only if no object exists yet" are signed, so the bucket enforces them on the PUT. No
    // content type is signed: the browser sends the file's own, and the bytes are checked on publishing anyway.
    const [url] = await this.file(name).getSignedUrl({
      version: "v4",
      action: "write",
      expires: expiresAt,
      extensionHeaders: { ...UPLOAD_PUT_HEADERS },
    });
    return url;
  }
}

const CAP_EXCEEDED = new Error("byte cap exceeded");

/** Reads the object in one media request (bytes and content type agree), stopping once past `maxBytes`. */
function readCapped(file: File, maxBytes: number | undefined): Promise<StoredObject> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    let contentType = DEFAULT_TYPE;
    const stream = file.createReadStream();
    stream.on("response", (response: { headers?: Record<string, string | undefined> }) => {
      contentType = response.headers?.["content-type"] ?? DEFAULT_TYPE;
    });
    stream.on("data", (chunk: Buffer) => {
      length += chunk.length;
      if (maxBytes !== undefined && length > maxBytes) {
        stream.destroy();
        reject(CAP_EXCEEDED);
        return;
      }
      chunks.push(chunk);
    });
    stream.on("error", reject);
    stream.on("end", () => resolve({ bytes: Buffer.concat(chunks), contentType }));
  });
}

/**
 * Adds query parameters to every request this File makes. download() has no precondition option, but the JSON
 * API's objects.get takes ifGenerationMatch with alt=media, and the client's interceptors are its way to add one.
 */
function withQuery(file: File, query: Record<string, string>): void {
  file.interceptors.push({
    request: (options) => {
      const request = options as RequestOptions;
      return { ...request, qs: { ...request.qs, ...query } };
    },
  });
}

type RequestOptions = ReturnType<File["interceptors"][number]["request"]>;

function statusOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}
