/** Upload links used as the site's pages use them. */
import { UPLOAD_PUT_HEADERS } from "@main-street/domain/uploads";
import { stackFetch } from "./stack-env";

/**
 * PUTs bytes to an upload URL as the browser does: no cookie, the file's own type and UPLOAD_PUT_HEADERS. A path
 * goes to the local stack, in this test file's namespace; a full URL (a signed Cloud Storage one) is used as it is.
 */
export async function putUpload(uploadURL: string, bytes: Buffer, contentType: string) {
  const init = {
    method: "PUT",
    headers: { "content-type": contentType, ...UPLOAD_PUT_HEADERS },
    body: new Uint8Array(bytes),
  };
  const response = await (uploadURL.startsWith("/") ? stackFetch(uploadURL, init) : fetch(uploadURL, init));
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text; // a storage server's XML error
  }
  return { status: response.status, body: body as any };
}
