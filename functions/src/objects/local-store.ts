import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { assertObjectName } from "./object-names";
import type { ObjectStore, StoredObject } from "./store";

/** Objects as files under one directory, with the content type in a sidecar file (the local stack). */
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

  async get(name: string): Promise<StoredObject | null> {
    const file = this.file(name);
    try {
      const [bytes, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, "utf8")]);
      return { bytes, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async size(name: string): Promise<number | null> {
    try {
      return (await stat(this.file(name))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    const file = this.file(name);
    await Promise.all([rm(file, { force: true }), rm(`${file}.type`, { force: true })]);
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith("/")) throw new Error("a prefix ends with '/'");
    await rm(this.file(prefix.slice(0, -1)), { recursive: true, force: true });
  }

  async uploadUrl(_name: string, uploadId: string): Promise<string> {
    // Same origin as the page, so the browser's PUT needs no CORS and carries no credentials it shouldn't.
    return `/api/uploads/${uploadId}`;
  }
}
