import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { LocalObjectStore } from "./local-store";

describe("LocalObjectStore", () => {
  let dir: string;
  let store: LocalObjectStore;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "objects-"));
    store = new LocalObjectStore(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const id = "a".repeat(32);

  it("stores, reads, sizes and deletes objects with their content type", async () => {
    await store.put(`uploads/${id}/original`, Buffer.from("png bytes"), "image/png");
    expect(await store.get(`uploads/${id}/original`)).toEqual({
      bytes: Buffer.from("png bytes"),
      contentType: "image/png",
    });
    expect(await store.size(`uploads/${id}/original`)).toBe(9);
    await store.delete(`uploads/${id}/original`);
    expect(await store.get(`uploads/${id}/original`)).toBeNull();
    expect(await store.size(`uploads/${id}/original`)).toBeNull();
  });

  it("deletes everything under a prefix and nothing else", async () => {
    const other = "b".repeat(32);
    await store.put(`uploads/${id}/original`, Buffer.from("1"), "image/png");
    await store.put(`uploads/${id}/w400.webp`, Buffer.from("2"), "image/webp");
    await store.put(`uploads/${other}/original`, Buffer.from("3"), "image/png");
    await store.deletePrefix(`uploads/${id}/`);
    expect(await store.get(`uploads/${id}/w400.webp`)).toBeNull();
    expect(await store.get(`uploads/${other}/original`)).not.toBeNull();
  });

  it("refuses names that could escape its directory", async () => {
    await expect(store.put("../etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow(/invalid object name/);
    await expect(store.get("uploads/../../x")).rejects.toThrow(/invalid object name/);
  });

  it("hands out this API's own upload route as the upload URL", async () => {
    expect(await store.uploadUrl(`pending/${id}`, id)).toBe(`/api/uploads/${id}`);
  });
});
