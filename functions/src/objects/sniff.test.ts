import { SVG_IMAGE, TEXT_FILE, testImage } from "../../../scripts/test/fixtures/test-images";
import { sniffImageType } from "./sniff";

describe("sniffImageType", () => {
  it.each([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["webp", "image/webp"],
    ["gif", "image/gif"],
    ["avif", "image/avif"],
  ] as const)("recognises a real %s by its bytes", async (format, type) => {
    expect(sniffImageType(await testImage(format, 64, 48))).toBe(type);
  });

  it("refuses SVG, text, HTML, HEIC-like and empty input", () => {
    expect(sniffImageType(SVG_IMAGE)).toBeNull();
    expect(sniffImageType(TEXT_FILE)).toBeNull();
    expect(sniffImageType(Buffer.from("<!doctype html><script>alert(1)</script>"))).toBeNull();
    const heic = Buffer.from([0, 0, 0, 24, ...Buffer.from("ftypheic"), 0, 0, 0, 0, ...Buffer.from("mif1heic")]);
    expect(sniffImageType(heic)).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it("does not trust a valid-looking prefix that is too short", () => {
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImageType(Buffer.from("RIFF\0\0\0\0WEB"))).toBeNull();
  });
});
