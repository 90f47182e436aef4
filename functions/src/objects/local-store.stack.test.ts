/**
 * The upload URL contract for the local store, through the real local stack: its upload URLs are this API's own
 * route (PUT /api/uploads/<id>), which writes into the stack's object directory.
 */
import { api, stackFetch, stackUrl } from "../../../scripts/test/stack-env";
import { asSession, sessionsFor, type TestSession } from "../../../scripts/test/sessions";
import { UPLOAD_PUT_HEADERS } from "@main-street/domain/uploads";
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
    const response = await api("/api/admin/upload-url", { method: "POST", headers: asSession(admin) });
    const uploadURL = response.body.uploadURL as string;
    return { uploadURL, id: uploadURL.split("/").pop()! };
  },
  async put(uploadURL, bytes, contentType) {
    const response = await stackFetch(new URL(uploadURL, stackUrl()), {
      method: "PUT",
      headers: { "content-type": contentType, ...UPLOAD_PUT_HEADERS },
      body: new Uint8Array(bytes),
    });
    await response.arrayBuffer();
    return response.status;
  },
}));
