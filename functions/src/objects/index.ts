/** What other folders use of objects/: they import it from here, never a file inside (docs/decisions/0098). */
export { deleteUnusedImages, type ImageShowingKind } from "./record-images";
export { objectServeRoutes, uploadApiRoutes, uploadReceiveRoutes } from "./routes";
export { deleteUnusedUploads } from "./unused-uploads";
export { publishUpload, startUpload } from "./uploads";
