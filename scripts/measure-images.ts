/**
 * Measures what the upload pipeline does to a typical phone photo: a noisy 4000x3000 JPEG of about 3 MB
 * (made here with sharp: smooth gradients plus per-pixel noise, like a real photo's grain), then the stored
 * original and the WebP variants. `npx tsx scripts/measure-images.ts`
 */
import sharp from "sharp";
import { checkImage, renderImages } from "../functions/src/objects/image-processing";

const WIDTH = 4000;
const HEIGHT = 3000;

/** Deterministic pseudo-random numbers, so every run measures the same photo. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** Detail at several scales (like foliage, brickwork and grain), bilinearly interpolated from random grids. */
function octaveNoise(x: number, y: number, grids: { cell: number; cols: number; values: Float32Array }[]): number {
  let sum = 0;
  for (const { cell, cols, values } of grids) {
    const gx = x / cell;
    const gy = y / cell;
    const x0 = Math.floor(gx);
    const y0 = Math.floor(gy);
    const fx = gx - x0;
    const fy = gy - y0;
    const at = (cx: number, cy: number) => values[cy * cols + cx]!;
    const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
    const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
    sum += top * (1 - fy) + bottom * fy;
  }
  return sum;
}

async function typicalPhoto(): Promise<Buffer> {
  const channels = 3;
  const next = random(42);
  const grids = [
    { cell: 96, amplitude: 60 },
    { cell: 24, amplitude: 40 },
    { cell: 6, amplitude: 36 },
    { cell: 1.5, amplitude: 44 },
  ].map(({ cell, amplitude }) => {
    const cols = Math.ceil(WIDTH / cell) + 2;
    const rows = Math.ceil(HEIGHT / cell) + 2;
    return { cell, cols, values: Float32Array.from({ length: cols * rows }, () => (next() - 0.5) * amplitude) };
  });
  const pixels = Buffer.alloc(WIDTH * HEIGHT * channels);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * channels;
      const detail = octaveNoise(x, y, grids);
      const sky = y < HEIGHT * 0.4;
      const base = sky ? [135 + (y / HEIGHT) * 150, 175 + (y / HEIGHT) * 80, 235] : [160, 120, 90];
      const shade = sky ? detail * 0.25 : detail;
      for (let c = 0; c < channels; c++) pixels[i + c] = Math.max(0, Math.min(255, base[c]! + shade * (1 - c * 0.15)));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels } })
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: "TestPhone", Model: "Camera 1" } })
    .toBuffer();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  const photo = await typicalPhoto();
  const started = Date.now();
  const checked = await checkImage(photo);
  const rendered = await renderImages(photo, checked);
  const elapsed = Date.now() - started;
  console.log(`uploaded JPEG          ${WIDTH}x${HEIGHT}  ${kb(photo.length)} (${photo.length} bytes)`);
  console.log(`stored original (EXIF dropped)   ${kb(rendered.original.bytes.length)}`);
  for (const variant of rendered.variants) {
    const meta = await sharp(variant.bytes).metadata();
    const share = ((variant.bytes.length / photo.length) * 100).toFixed(1);
    console.log(
      `w${variant.width}.webp  ${meta.width}x${meta.height}  ${kb(variant.bytes.length)} (${share}% of the upload)`,
    );
  }
  console.log(`checking + resizing took ${elapsed} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
