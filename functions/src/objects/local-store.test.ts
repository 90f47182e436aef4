import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { LocalObjectStore } from "./local-store";
import { describeObjectStore } from "./object-store.contract";

async function tempStore() {
  const dir = await mkdtemp(path.join(tmpdir(), "objects-"));
  return { dir, store: new LocalObjectStore(dir), close: () => rm(dir, { recursive: true, force: true }) };
}

describeObjectStore("LocalObjectStore", tempStore);

describe("LocalObjectStore on disk", () => {
  let fixture: Awaited<ReturnType<typeof tempStore>>;
  beforeEach(async () => {
    fixture = await tempStore();
  });
  afterEach(() => fixture.close());

  const id = "a".repeat(32);

  it("reads a file written without a type sidecar as application/octet-stream", async () => {
    await fixture.store.put(`uploads/${id}/original`, Buffer.from("png bytes"), "image/png");
    await writeFile(path.join(fixture.dir, "uploads", id, "w400.webp"), "written elsewhere");
    expect(await fixture.store.stat(`uploads/${id}/w400.webp`)).toMatchObject({
      size: 17,
      contentType: "application/octet-stream",
    });
  });

  it("hands out this API's own upload route as the upload URL", async () => {
    expect(await fixture.store.uploadUrl(`pending/${id}`, id)).toBe(`/api/uploads/${id}`);
  });
});
