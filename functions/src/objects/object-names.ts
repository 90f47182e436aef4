import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from "@main-street/domain/images";
import { files } from "@main-street/domain/paths";

/**
 * Names inside the object store. An upload's raw bytes wait at pending/<id>; once checked, the original and
 * its WebP variants live under uploads/<id>/, served at /objects/uploads/<id> and /objects/uploads/<id>/w800.webp.
 */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{32}$/;

export const pendingName = (id: string) => `pending/${id}`;
export const uploadPrefix = (id: string) => `uploads/${id}/`;
export const originalName = (id: string) => `uploads/${id}/original`;
export const variantName = (id: string, width: ImageVariantWidth) => `uploads/${id}/w${width}.webp`;
export const objectPathFor = (id: string) => files.image.href(id);

/** Object names are our own (never user text), but check them anyway: no traversal, no surprises. */
const OBJECT_NAME = /^[a-z]+(\/[\w-]+)+(\/[\w.-]+)?$/;
export function assertObjectName(name: string): void {
  if (!OBJECT_NAME.test(name) || name.includes("..")) throw new Error(`invalid object name: ${name}`);
}

/** A prefix names a folder of objects, so it ends with a slash. */
export function assertPrefix(prefix: string): void {
  if (!/\/$/.test(prefix)) throw new Error("a prefix ends with '/'");
}

/** The store object behind a public /objects/... path (the part after /objects), or null. */
export function objectNameForPath(publicPath: string): string | null {
  const match = /^\/uploads\/([A-Za-z0-9_-]{32})(?:\/(w\d+\.webp))?$/.exec(publicPath);
  if (!match) return null;
  const id = match[1]!;
  const file = match[2];
  if (!file) return originalName(id);
  const width = Number(file.slice(1, -".webp".length));
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width)
    ? variantName(id, width as ImageVariantWidth)
    : null;
}

/**
 * The upload id in an uploadURL (the local store's /api/uploads/<id>, or a signed Cloud Storage URL of pending/<id>),
 * or in an already-final object path. Null when it holds none.
 */
export function uploadIdFromUrl(imageURL: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(imageURL, "http://site.invalid").pathname);
  } catch {
    return null;
  }
  const match = /\/(?:api\/uploads|pending|objects\/uploads)\/([A-Za-z0-9_-]{32})$/.exec(pathname);
  return match ? match[1]! : null;
}

/** Every uploaded image id a record refers to: its image and any /objects/uploads/ image in its description. */
export function uploadIdsIn(...values: (string | null | undefined)[]): string[] {
  const ids = new Set<string>();
  for (const value of values) {
    for (const match of (value ?? "").matchAll(/\/objects\/uploads\/([A-Za-z0-9_-]{32})/g)) ids.add(match[1]!);
  }
  return [...ids];
}
