/** The directory's head: its page's, and a business page's for an unknown id under its own title. */
import { pages } from "@main-street/domain/paths";
import { notFoundIn, pageMeta } from "@main-street/domain/seo";

export const DIRECTORY_META = pageMeta(
  "Business Directory",
  "Browse restaurants, coffee shops, shopping, places to stay and sweet treats in historic downtown Boulder City, Nevada.",
  pages.directory.href(),
  ["business directory", "restaurants", "shopping", "coffee", "hotels"],
);

export const BUSINESS_NOT_FOUND_META = notFoundIn(DIRECTORY_META, "Business Not Found");
