// Only the lazy wrapper: importing DescriptionEditor itself would put draft-js in the importer's chunk.
export { LazyDescriptionEditor } from "./LazyDescriptionEditor";
