import { getApps, initializeApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { env } from "../platform/config";
import { assertObjectName } from "./object-names";
import type { ObjectStore, StoredObject } from "./store";

type Bucket = ReturnType<ReturnType<typeof getStorage>["bucket"]>;

/**
 * Cloud Storage through firebase-admin (production). Browsers PUT to a V4 signed URL, which needs the function's
 * service account to hold "Service Account Token Creator" on itself (signBlob).
 */
export class GcsObjectStore implements ObjectStore {
  private cachedBucket: Bucket | undefined;

  constructor(private readonly bucketName: string | undefined) {}

  private bucket(): Bucket {
    if (!this.cachedBucket) {
      if (getApps().length === 0) initializeApp({ projectId: env().GCLOUD_PROJECT });
      this.cachedBucket = getStorage().bucket(this.bucketName || `${env().GCLOUD_PROJECT}.firebasestorage.app`);
    }
    return this.cachedBucket;
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    assertObjectName(name);
    await this.bucket().file(name).save(bytes, { contentType, resumable: false });
  }

  async get(name: string): Promise<StoredObject | null> {
    assertObjectName(name);
    const file = this.bucket().file(name);
    try {
      const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
      return { bytes, contentType: metadata.contentType ?? "application/octet-stream" };
    } catch (error) {
      if ((error as { code?: unknown }).code === 404) return null;
      throw error;
    }
  }

  async size(name: string): Promise<number | null> {
    assertObjectName(name);
    try {
      const [metadata] = await this.bucket().file(name).getMetadata();
      return Number(metadata.size ?? 0);
    } catch (error) {
      if ((error as { code?: unknown }).code === 404) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    assertObjectName(name);
    await this.bucket().file(name).delete({ ignoreNotFound: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith("/")) throw new Error("a prefix ends with '/'");
    assertObjectName(prefix.slice(0, -1));
    await this.bucket().deleteFiles({ prefix, force: true });
  }

  async uploadUrl(name: string, _uploadId: string, expiresAt: Date): Promise<string> {
    assertObjectName(name);
    // No content type is signed: the browser sends the file's own, and the bytes are checked afterwards anyway.
    const [url] = await this.bucket().file(name).getSignedUrl({ version: "v4", action: "write", expires: expiresAt });
    return url;
  }
}
