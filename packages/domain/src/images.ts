/**
 * Responsive image sources for cards and detail pages. Uploaded images (/objects/uploads/<id>) have WebP
 * variants beside them at fixed widths (never upscaled: a small original's "w1600" is its own size);
 * bundled seed images and external URLs have no variants and are used as they are.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1600] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const UPLOADED = /^\/objects\/uploads\/([\w-]+)$/;

/** How wide the image shows, as a `sizes` attribute, per layout (matches the public pages' grids). */
const IMAGE_SIZES = {
  /** Three columns on desktop, two on tablets, one on phones. */
  card: "(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw",
  /** Two-column featured cards. */
  featuredCard: "(min-width: 1200px) 580px, (min-width: 900px) 50vw, 100vw",
  /** The detail page's main or sidebar image. */
  detail: "(min-width: 1200px) 760px, (min-width: 900px) 66vw, 100vw",
} as const;
export type ImageLayout = keyof typeof IMAGE_SIZES;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The uploaded image's id, or null for anything that is not an upload. */
export function uploadedImageId(image: string | null | undefined): string | null {
  return UPLOADED.exec(image ?? "")?.[1] ?? null;
}

export function imageVariantPath(objectPath: string, width: ImageVariantWidth): string {
  return `${objectPath}/w${width}.webp`;
}

/** `{ src, srcSet, sizes }` for an <img>; just `{ src }` when the image has no variants. */
export function responsiveImage(image: string | null | undefined, layout: ImageLayout = "card"): ResponsiveImage {
  const value = image ?? "";
  if (!uploadedImageId(value)) return { src: value };
  return {
    src: imageVariantPath(value, 800),
    srcSet: IMAGE_VARIANT_WIDTHS.map((w) => `${imageVariantPath(value, w)} ${w}w`).join(", "),
    sizes: IMAGE_SIZES[layout],
  };
}
