export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface ObjectInfo {
  size: number;
  /** Changes whenever the object is written; opaque (Cloud Storage's generation, a content hash on disk). */
  generation: string;
  contentType: string;
}

export interface ReadConditions {
  /** Read only this generation (from stat()): anything else, including no object, throws ObjectChangedError. */
  ifGenerationMatch?: string;
  /** Refuse an object larger than this with ObjectTooLargeError, reading at most a little more. */
  maxBytes?: number;
}

/**
 * Where uploaded images live. Two adapters: Cloud Storage (production) and a local directory (the local stack).
 * Nothing outside this folder knows which one is in use.
 */
export interface ObjectStore {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none (and no generation was asked for). */
  get(name: string, conditions?: ReadConditions): Promise<StoredObject | null>;
  /** The object's size, generation and type, or null when there is none. */
  stat(name: string): Promise<ObjectInfo | null>;
  delete(name: string): Promise<void>;
  /** Deletes every object whose name starts with `prefix` (which ends with '/'). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * The URL a browser PUTs the raw bytes of `name` to (with UPLOAD_PUT_HEADERS), valid until `expiresAt`. It takes
   * one upload of at most MAX_UPLOAD_BYTES. Cloud Storage signs one (V4) that enforces both; the local store
   * answers with this API's own upload route, whose upload record and size check enforce them.
   */
  uploadUrl(name: string, uploadId: string, expiresAt: Date): Promise<string>;
}
