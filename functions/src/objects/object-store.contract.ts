/**
 * The behaviour every object store must have, run against each adapter: the local disk store, and Cloud Storage
 * through the real @google-cloud/storage client and scripts/test/gcs-test-server.ts.
 */
import { MAX_UPLOAD_BYTES } from "@main-street/domain/uploads";
import { ObjectChangedError, ObjectTooLargeError } from "./object-errors";
import { pendingName } from "./object-names";
import type { ObjectStore } from "./store";
import { pngOfSize, testImage } from "../../../scripts/test/fixtures/test-images";

export interface StoreFixture {
  store: ObjectStore;
  close(): Promise<void>;
}

export interface UploadFixture extends StoreFixture {
  /** A fresh upload URL, handed out as the site does, and the id of the upload it belongs to. */
  newUpload(): Promise<{ uploadURL: string; id: string }>;
  /** PUTs bytes to an upload URL as the browser does (the file's type, UPLOAD_PUT_HEADERS); the HTTP status. */
  put(uploadURL: string, bytes: Buffer, contentType: string): Promise<number>;
}

const id = "contractAAAAAAAAAAAAAAAAAAAAAAAA";
const otherId = "contractBBBBBBBBBBBBBBBBBBBBBBBB";
const original = `uploads/${id}/original`;
const bytes = (text: string) => Buffer.from(text, "utf8");

/** put, get, stat, delete, deletePrefix, and the conditions publishing reads with. */
export function describeObjectStore(label: string, open: () => Promise<StoreFixture>): void {
  describe(`${label}: object store contract`, () => {
    let fixture: StoreFixture;
    let store: ObjectStore;
    beforeEach(async () => {
      fixture = await open();
      store = fixture.store;
    });
    afterEach(() => fixture.close());

    it("stores, reads, stats and deletes an object with its content type", async () => {
      await store.put(original, bytes("png bytes"), "image/png");
      expect(await store.get(original)).toEqual({ bytes: bytes("png bytes"), contentType: "image/png" });
      expect(await store.stat(original)).toEqual({
        size: 9,
        contentType: "image/png",
        generation: expect.stringMatching(/\S/),
      });
      await store.delete(original);
      expect(await store.get(original)).toBeNull();
      expect(await store.stat(original)).toBeNull();
    });

    it("answers null for an object that isn't there, and deleting one is not an error", async () => {
      expect(await store.get(`uploads/${id}/w400.webp`)).toBeNull();
      expect(await store.stat(`uploads/${id}/w400.webp`)).toBeNull();
      await expect(store.delete(`uploads/${id}/w400.webp`)).resolves.toBeUndefined();
    });

    it("stores binary bytes unchanged, and an empty object", async () => {
      const png = await testImage("png", 64, 48);
      await store.put(original, png, "image/png");
      expect((await store.get(original))!.bytes.equals(png)).toBe(true);
      await store.put(pendingName(id), Buffer.alloc(0), "application/octet-stream");
      expect(await store.stat(pendingName(id))).toMatchObject({ size: 0 });
    });

    it("gives a replaced object a new generation", async () => {
      await store.put(original, bytes("first"), "image/png");
      const first = await store.stat(original);
      await store.put(original, bytes("second"), "image/webp");
      const second = await store.stat(original);
      expect(second).toMatchObject({ size: 6, contentType: "image/webp" });
      expect(second!.generation).not.toBe(first!.generation);
    });

    it("reads with ifGenerationMatch only while the object is still that generation", async () => {
      await store.put(pendingName(id), bytes("the upload that was checked"), "image/png");
      const checked = (await store.stat(pendingName(id)))!;
      expect(await store.get(pendingName(id), { ifGenerationMatch: checked.generation })).toEqual({
        bytes: bytes("the upload that was checked"),
        contentType: "image/png",
      });

      await store.put(pendingName(id), bytes("something swapped in"), "image/png");
      await expect(store.get(pendingName(id), { ifGenerationMatch: checked.generation })).rejects.toBeInstanceOf(
        ObjectChangedError,
      );
      const swapped = (await store.stat(pendingName(id)))!;
      await store.delete(pendingName(id));
      await expect(store.get(pendingName(id), { ifGenerationMatch: swapped.generation })).rejects.toBeInstanceOf(
        ObjectChangedError,
      );
    });

    it("reads with a byte cap: up to the cap reads, past it is refused", async () => {
      await store.put(pendingName(id), Buffer.alloc(1000, 7), "image/png");
      expect((await store.get(pendingName(id), { maxBytes: 1000 }))!.bytes.length).toBe(1000);
      await expect(store.get(pendingName(id), { maxBytes: 999 })).rejects.toBeInstanceOf(ObjectTooLargeError);
      const { generation } = (await store.stat(pendingName(id)))!;
      await expect(store.get(pendingName(id), { ifGenerationMatch: generation, maxBytes: 10 })).rejects.toBeInstanceOf(
        ObjectTooLargeError,
      );
    });

    it("deletes everything under a prefix and nothing else", async () => {
      await store.put(original, bytes("1"), "image/png");
      await store.put(`uploads/${id}/w400.webp`, bytes("2"), "image/webp");
      await store.put(`uploads/${otherId}/original`, bytes("3"), "image/png");
      await store.put(pendingName(id), bytes("4"), "image/png");
      await store.deletePrefix(`uploads/${id}/`);
      expect(await store.get(original)).toBeNull();
      expect(await store.get(`uploads/${id}/w400.webp`)).toBeNull();
      expect(await store.get(`uploads/${otherId}/original`)).not.toBeNull();
      expect(await store.get(pendingName(id))).not.toBeNull();
      await expect(store.deletePrefix(`uploads/${otherId}`)).rejects.toThrow(/ends with '\/'/);
    });

    it("refuses object names that could reach outside its own", async () => {
      await expect(store.put("../etc/passwd", bytes("x"), "text/plain")).rejects.toThrow(/invalid object name/);
      await expect(store.get("uploads/../../x")).rejects.toThrow(/invalid object name/);
      await expect(store.stat("/uploads/x")).rejects.toThrow(/invalid object name/);
      await expect(store.delete("uploads/a b/original")).rejects.toThrow(/invalid object name/);
    });
  });
}

/** The upload URL: one upload of at most MAX_UPLOAD_BYTES, into the upload's pending object. */
export function describeUploadUrls(label: string, open: () => Promise<UploadFixture>): void {
  describe(`${label}: upload URL contract`, () => {
    let fixture: UploadFixture;
    let atLimit: Buffer;
    beforeAll(async () => {
      atLimit = await pngOfSize(MAX_UPLOAD_BYTES);
    });
    beforeEach(async () => {
      fixture = await open();
    });
    afterEach(() => fixture.close());

    it("takes an image of exactly 10 MiB into the upload's pending object", async () => {
      const { uploadURL, id: uploadId } = await fixture.newUpload();
      expect(await fixture.put(uploadURL, atLimit, "image/png")).toBeLessThan(300);
      const stored = await fixture.store.get(pendingName(uploadId));
      expect(stored?.contentType).toBe("image/png");
      expect(stored?.bytes.equals(atLimit)).toBe(true);
    });

    it("refuses 10 MiB + 1 byte and stores nothing", async () => {
      const { uploadURL, id: uploadId } = await fixture.newUpload();
      const over = Buffer.concat([atLimit, Buffer.from([0])]);
      const status = await fixture.put(uploadURL, over, "image/png");
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(await fixture.store.stat(pendingName(uploadId))).toBeNull();
    });

    it("takes one upload: a second to the same URL is refused and the first stays", async () => {
      const { uploadURL, id: uploadId } = await fixture.newUpload();
      const first = await testImage("png", 120, 80);
      expect(await fixture.put(uploadURL, first, "image/png")).toBeLessThan(300);
      const stored = await fixture.store.stat(pendingName(uploadId));

      const status = await fixture.put(uploadURL, await testImage("jpeg", 120, 80), "image/jpeg");
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(await fixture.store.stat(pendingName(uploadId))).toEqual(stored);
      expect((await fixture.store.get(pendingName(uploadId)))!.bytes.equals(first)).toBe(true);
    });
  });
}
