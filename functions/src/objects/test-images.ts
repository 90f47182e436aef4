/** Real images made with sharp, for the unit and stack tests (no binary fixtures in the repo). */
import sharp from "sharp";

export type TestFormat = "png" | "jpeg" | "webp" | "gif" | "avif";

/** A small picture with some detail, so encoders have something to do. */
export async function testImage(format: TestFormat, width = 1200, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#c2410c"/><stop offset="1" stop-color="#1f3a5f"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#f3e9da"/>
  </svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** An animated GIF of `frames` distinct frames (identical ones would be merged by the encoder). */
export async function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const pictures = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({
        create: { width, height, channels: 3, background: { r: (i * 37) % 256, g: 90, b: 255 - ((i * 23) % 256) } },
      })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pictures, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** A JPEG carrying EXIF (camera model and GPS position), as phones write them. */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp(await testImage("png", 640, 480))
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Camera 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 58/1 43/1" },
    })
    .jpeg()
    .toBuffer();
}

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
export const TEXT_FILE = Buffer.from("This is not an image, whatever its name says.\n".repeat(20));
