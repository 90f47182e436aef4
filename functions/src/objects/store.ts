import { env, isEmulated } from "../platform/config";
import { GcsObjectStore } from "./gcs-store";
import { LocalObjectStore } from "./local-store";

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded images live. Two adapters: Cloud Storage (production) and a local directory (the local stack).
 * Nothing outside this folder knows which one is in use.
 */
export interface ObjectStore {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(name: string): Promise<StoredObject | null>;
  /** The object's size in bytes without reading it, or null when there is none. */
  size(name: string): Promise<number | null>;
  delete(name: string): Promise<void>;
  /** Deletes every object whose name starts with `prefix` (which ends with '/'). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * The URL a browser PUTs the raw bytes of `name` to, valid until `expiresAt`. Cloud Storage signs one (V4);
   * the local store answers with this API's own upload route, which checks the upload and then calls put().
   */
  uploadUrl(name: string, uploadId: string, expiresAt: Date): Promise<string>;
}

let store: ObjectStore | undefined;

/** OBJECT_STORE=local|gcs; unset means local under the emulators and Cloud Storage in production. */
export function objectStore(): ObjectStore {
  if (!store) {
    const kind = env().OBJECT_STORE ?? (isEmulated() ? "local" : "gcs");
    store = kind === "local" ? new LocalObjectStore(env().LOCAL_OBJECT_DIR) : new GcsObjectStore(env().STORAGE_BUCKET);
  }
  return store;
}
