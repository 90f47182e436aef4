/**
 * The upload URL contract for the local store, through the real local stack: its upload URLs are this API's own
 * route (PUT /api/uploads/<id>), which writes into the stack's object directory.
 */
import { apiAs, sessionsFor, type TestSession } from "../../../scripts/test/sessions";
import { putUpload } from "../../../scripts/test/uploads";
import { LocalObjectStore } from "./local-store";
import { describeUploadUrls } from "./object-store.contract";

let admin: TestSession;
beforeAll(async () => {
  ({ admin } = await sessionsFor("local-store-contract"));
});

describeUploadUrls("LocalObjectStore (local stack)", async () => ({
  store: new LocalObjectStore(process.env.STACK_OBJECT_DIR!),
  close: async () => {},
  async newUpload() {
    const response = await apiAs(admin, "POST", "/api/admin/upload-url");
    const uploadURL = response.body.uploadURL as string;
    return { uploadURL, id: uploadURL.split("/").pop()! };
  },
  put: async (uploadURL, bytes, contentType) => (await putUpload(uploadURL, bytes, contentType)).status,
}));
