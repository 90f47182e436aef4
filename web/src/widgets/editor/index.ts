// Only the lazy wrapper: importing DescriptionEditor itself would put draft-js in the importer's chunk.
export { LazyDescriptionEditor } from "./LazyDescriptionEditor";
// The description sanitiser a diff view needs (it imports DOMPurify, not draft-js).
export { sanitizeDiffForRender } from "./sanitize-html";
