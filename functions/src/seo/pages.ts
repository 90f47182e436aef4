/** The head of a public page whose data can't be read: its route module's own head, else its section's. */
import { siteMeta } from "@main-street/domain/seo";
import { SITE } from "@main-street/domain/site";
import { serverEntry } from "../ssr";
import type { HeadContent } from "../ssr";

export async function fallbackPage(path: string): Promise<HeadContent> {
  try {
    return { meta: await serverEntry().fallbackMeta(path), jsonLd: [] };
  } catch {
    // The renderer itself failed: the site's own head, so the shell still goes out.
    return { meta: siteMeta(SITE.name, path), jsonLd: [] };
  }
}
