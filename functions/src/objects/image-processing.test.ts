import sharp from "sharp";
import { MAX_UPLOAD_BYTES } from "@main-street/domain/uploads";
import { checkImage, renderImages } from "./image-processing";
import { SVG_IMAGE, TEXT_FILE, animatedGif, jpegWithExif, testImage } from "../../../scripts/test/fixtures/test-images";

describe("checkImage", () => {
  it("accepts the five image types and reports their size", async () => {
    for (const format of ["png", "jpeg", "webp", "gif", "avif"] as const) {
      const image = await checkImage(await testImage(format, 320, 200));
      expect(image).toMatchObject({ width: 320, height: 200, animated: false });
    }
  });

  it("refuses SVG and text with 415, whatever they claim to be", async () => {
    await expect(checkImage(SVG_IMAGE)).rejects.toMatchObject({ status: 415 });
    await expect(checkImage(TEXT_FILE)).rejects.toMatchObject({ status: 415 });
  });

  it("refuses a file whose magic number lies about the rest (PNG header on garbage)", async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), TEXT_FILE]);
    await expect(checkImage(fake)).rejects.toMatchObject({ status: 415 });
  });

  it("refuses more than 10 MB with 413 and an empty file with 400", async () => {
    await expect(checkImage(Buffer.alloc(MAX_UPLOAD_BYTES + 1))).rejects.toMatchObject({ status: 413 });
    await expect(checkImage(Buffer.alloc(0))).rejects.toMatchObject({ status: 400 });
  });
});

describe("animated images: every frame is decoded, so every frame counts", () => {
  it("refuses with 413 an animation whose frames together pass the pixel limit, though one frame does not", async () => {
    const gif = await animatedGif(100, 100, 4); // 10,000 pixels a frame, 40,000 in all
    await expect(checkImage(gif, { maxPixels: 30_000 })).rejects.toMatchObject({
      status: 413,
      message: "The image has too many pixels. Please choose a smaller image.",
    });
    await expect(checkImage(gif, { maxPixels: 40_000 })).resolves.toMatchObject({ animated: true, frames: 4 });
  });

  it("refuses with 413 an animation with more frames than the cap", async () => {
    const gif = await animatedGif(8, 8, 6);
    await expect(checkImage(gif, { maxFrames: 5 })).rejects.toMatchObject({
      status: 413,
      message: "The animation has too many frames (at most 5). Please choose a shorter one.",
    });
  });

  it("renders an animation within the limits, keeping it animated", async () => {
    const gif = await animatedGif(100, 100, 4);
    const rendered = await renderImages(gif, await checkImage(gif));
    expect((await sharp(rendered.variants[0]!.bytes, { animated: true }).metadata()).pages).toBe(4);
  });

  it("maps the decoder's own refusals to 413 and 415, never a bare error (a 500)", async () => {
    const gif = await animatedGif(100, 100, 4);
    const checked = await checkImage(gif);
    await expect(renderImages(gif, checked, { maxPixels: 30_000 })).rejects.toMatchObject({ status: 413 });
    const truncated = gif.subarray(0, 40);
    await expect(renderImages(truncated, checked)).rejects.toMatchObject({ status: 415 });
  });
});

describe("renderImages", () => {
  it("makes WebP variants at 400, 800 and 1600 px wide without upscaling", async () => {
    const bytes = await testImage("png", 1200, 800);
    const rendered = await renderImages(bytes, await checkImage(bytes));
    const widths = await Promise.all(rendered.variants.map(async (v) => (await sharp(v.bytes).metadata()).width));
    expect(rendered.variants.map((v) => v.width)).toEqual([400, 800, 1600]);
    expect(widths).toEqual([400, 800, 1200]);
    for (const v of rendered.variants) expect((await sharp(v.bytes).metadata()).format).toBe("webp");
    // No metadata to clean: the original is kept byte for byte.
    expect(rendered.original.bytes.equals(bytes)).toBe(true);
  });

  it("drops EXIF (camera, GPS) from an original that carries it", async () => {
    const bytes = await jpegWithExif();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const rendered = await renderImages(bytes, await checkImage(bytes));
    const meta = await sharp(rendered.original.bytes).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(rendered.original.contentType).toBe("image/jpeg");
  });
});
