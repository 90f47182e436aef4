/**
 * The web build for a real project (GCLOUD_PROJECT not `demo-…`; `firebase deploy` sets it for its predeploy builds)
 * fails while the organisation's contact details are the seed's stand-ins, rather than publish a fictional phone
 * number and e-mail address. A relative import, which Vite's config loader bundles (see robots.ts).
 */
import type { Plugin } from "vite";
import { placeholderSiteFacts } from "../../packages/domain/src/site";

export function siteFactsCheck(project = process.env.GCLOUD_PROJECT): Plugin {
  return {
    name: "site-facts-check",
    apply: "build",
    buildStart() {
      if (!project || project.startsWith("demo-")) return;
      const placeholders = placeholderSiteFacts();
      if (placeholders.length === 0) return;
      throw new Error(
        `The site's contact details are still placeholders (${placeholders.join("; ")}): set the organisation's ` +
          `real ones in packages/domain/src/site.ts before deploying to ${project} (README, Deploy, step 3).`,
      );
    },
  };
}
