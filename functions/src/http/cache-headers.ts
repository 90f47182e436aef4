import type { Response } from "express";

/** Public reads: browsers revalidate (ETag), the CDN keeps a short shared copy. */
export function publicCache(res: Response, sMaxAge = 60): void {
  res.set("Cache-Control", `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=300`);
}

export function noStore(res: Response): void {
  res.set("Cache-Control", "private, no-store");
}
