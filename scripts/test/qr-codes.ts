/** Reads a QR code back out of an SVG: rasterised by sharp (librsvg), decoded by jsQR, neither the library that drew it. */
import jsQR from "jsqr";
import sharp from "sharp";

export async function decodeQrSvg(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: "#fff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(pixels, info.width, info.height)?.data ?? null;
}
