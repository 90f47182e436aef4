export { ImageUpload } from "./ImageUpload";
export type { UploadCalls } from "./upload-image";
