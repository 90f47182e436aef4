import sharp, { type Metadata, type Sharp } from "sharp";
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from "@main-street/domain/images";
import { MAX_UPLOAD_BYTES, type UploadImageType } from "@main-street/domain/uploads";
import { HttpError } from "../http/errors";
import { sniffImageType } from "./sniff";

// One image at a time and no decoded-image cache: a function instance has little memory and many requests.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Decompression-bomb guard: a 10 MB file can claim far more pixels than we want to decode. Every frame of an
 * animation is decoded, so the limit covers all frames together.
 */
const MAX_INPUT_PIXELS = 60_000_000;
/** Frames an animation may have: each one is resized and encoded three times (once per variant width). */
const MAX_FRAMES = 300;

export interface ImageLimits {
  maxPixels: number;
  maxFrames: number;
}
const LIMITS: ImageLimits = { maxPixels: MAX_INPUT_PIXELS, maxFrames: MAX_FRAMES };

/** sharp's name for each accepted type (it reports AVIF as its container, HEIF). */
const SHARP_FORMAT: Record<UploadImageType, string> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "heif",
};

export interface CheckedImage {
  type: UploadImageType;
  width: number;
  height: number;
  animated: boolean;
  /** 1 for a still image. */
  frames: number;
  /** EXIF/XMP/IPTC present (may hold GPS position or the owner's name) or a rotation to apply. */
  needsCleaning: boolean;
}

export const tooLarge = () =>
  new HttpError(413, "payload_too_large", "The image is larger than 10 MB. Please choose a smaller image.");
const wrongType = () =>
  new HttpError(415, "unsupported_media_type", "Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded.");
const unreadable = () => new HttpError(415, "unsupported_media_type", "The file could not be read as an image.");
const tooManyPixels = () =>
  new HttpError(413, "payload_too_large", "The image has too many pixels. Please choose a smaller image.");

/** Refuses anything that is not a real, decodable image of an accepted type within the size limits. */
export async function checkImage(bytes: Buffer, limits: Partial<ImageLimits> = {}): Promise<CheckedImage> {
  const { maxPixels, maxFrames } = { ...LIMITS, ...limits };
  if (bytes.length === 0) throw new HttpError(400, "bad_request", "The file is empty. Please choose an image.");
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
  const type = sniffImageType(bytes);
  if (!type) throw wrongType();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height) throw wrongType();
  // Without the `pages` option sharp reports one frame's size; `pages` counts the frames.
  const frames = Math.max(1, meta.pages ?? 1);
  if (frames > maxFrames) {
    throw new HttpError(
      413,
      "payload_too_large",
      `The animation has too many frames (at most ${maxFrames}). Please choose a shorter one.`,
    );
  }
  if (meta.width * meta.height * frames > maxPixels) throw tooManyPixels();
  const needsCleaning = Boolean(meta.exif || meta.xmp || meta.iptc || (meta.orientation && meta.orientation !== 1));
  return { type, width: meta.width, height: meta.height, animated: frames > 1, frames, needsCleaning };
}

/** sharp's refusals as the API's answers: too many pixels is 413, any other decoding failure 415, never a 500. */
async function decoding<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? error.message : "";
    throw /pixel limit/i.test(message) ? tooManyPixels() : unreadable();
  }
}

export interface RenderedImages {
  original: { bytes: Buffer; contentType: UploadImageType };
  variants: { width: ImageVariantWidth; bytes: Buffer }[];
}

/**
 * The stored original and WebP variants at each width, never upscaled. An original carrying metadata is
 * auto-rotated and re-encoded in its own format, which drops EXIF such as GPS position (GIF and AVIF, which
 * phones don't tag, are kept as uploaded).
 */
export async function renderImages(
  bytes: Buffer,
  image: CheckedImage,
  limits: Partial<Pick<ImageLimits, "maxPixels">> = {},
): Promise<RenderedImages> {
  const { maxPixels } = { ...LIMITS, ...limits };
  const input = () => {
    const pipeline = sharp(bytes, { animated: image.animated, limitInputPixels: maxPixels });
    return image.animated ? pipeline : pipeline.rotate();
  };
  const variants: RenderedImages["variants"] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const resized = await decoding(
      input().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    );
    variants.push({ width, bytes: resized });
  }
  const original = await decoding(cleanOriginal(bytes, image, input));
  return { original: { bytes: original, contentType: image.type }, variants };
}

async function cleanOriginal(bytes: Buffer, image: CheckedImage, input: () => Sharp): Promise<Buffer> {
  if (!image.needsCleaning) return bytes;
  switch (image.type) {
    case "image/jpeg":
      return input().jpeg({ quality: 90 }).toBuffer();
    case "image/png":
      return input().png().toBuffer();
    case "image/webp":
      return input().webp({ quality: 90 }).toBuffer();
    default:
      return bytes;
  }
}
