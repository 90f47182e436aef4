import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ObjectChangedError, ObjectTooLargeError } from "./object-errors";
import { api } from "@main-street/domain/paths";
import { assertObjectName, assertPrefix } from "./object-names";
import type { ObjectInfo, ObjectStore, ReadConditions, StoredObject } from "./store-types";

const DEFAULT_TYPE = "application/octet-stream";

/**
 * Objects as files under one directory, with the content type in a sidecar file (the local stack).
 * An object's generation is a hash of its bytes: a file has no write counter that survives write-then-rename,
 * and a hash of the bytes read is the one thing a reader can check without a race.
 */
export class LocalObjectStore implements ObjectStore {
  private readonly root: string;

  constructor(directory: string) {
    this.root = path.resolve(directory);
  }

  private file(name: string): string {
    assertObjectName(name);
    const file = path.resolve(this.root, name);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`object outside the store: ${name}`);
    return file;
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    const file = this.file(name);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temp, bytes);
    await writeFile(`${file}.type`, contentType);
    await rename(temp, file);
  }

  async get(name: string, conditions: ReadConditions = {}): Promise<StoredObject | null> {
    const bytes = await this.read(name, conditions.maxBytes);
    if (
      conditions.ifGenerationMatch !== undefined &&
      (!bytes || generationOf(bytes) !== conditions.ifGenerationMatch)
    ) {
      throw new ObjectChangedError(name);
    }
    return bytes ? { bytes, contentType: await this.contentType(name) } : null;
  }

  async stat(name: string): Promise<ObjectInfo | null> {
    const bytes = await this.read(name);
    if (!bytes) return null;
    return { size: bytes.length, generation: generationOf(bytes), contentType: await this.contentType(name) };
  }

  async delete(name: string): Promise<void> {
    const file = this.file(name);
    await Promise.all([rm(file, { force: true }), rm(`${file}.type`, { force: true })]);
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertPrefix(prefix);
    await rm(this.file(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  async uploadUrl(_name: string, uploadId: string): Promise<string> {
    // Same origin as the page, so the browser's PUT needs no CORS and carries no credentials it shouldn't.
    return api.upload.href(uploadId);
  }

  /** The file's bytes from one open handle (a concurrent put() renames a new file in; this one stays whole). */
  private async read(name: string, maxBytes?: number): Promise<Buffer | null> {
    let handle;
    try {
      handle = await open(this.file(name), "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    try {
      if (maxBytes !== undefined && (await handle.stat()).size > maxBytes)
        throw new ObjectTooLargeError(name, maxBytes);
      return await handle.readFile();
    } finally {
      await handle.close();
    }
  }

  private async contentType(name: string): Promise<string> {
    try {
      return await readFile(`${this.file(name)}.type`, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return DEFAULT_TYPE;
      throw error;
    }
  }
}

function generationOf(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("base64url");
}
