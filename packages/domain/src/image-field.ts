/** The image field of businesses, events and bingo squares (kept apart: the public forms never load rich-text rules). */
import { LIMITS, optionalTextWhere } from "./fields";
import { isAllowedImageSrc } from "./rich-text";

/**
 * An image value: '' (none), an uploaded /objects/uploads/... image, a bundled /images/... file, or an https address
 * (the pages' policy allows https images only). The same rule as images in descriptions: no '..', no backslashes.
 */
export const imageField = optionalTextWhere(
  "Image",
  LIMITS.url,
  isAllowedImageSrc,
  "Image must be an uploaded image or a web address starting with https://",
);
