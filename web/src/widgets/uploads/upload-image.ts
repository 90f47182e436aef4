/** The single-PUT upload of docs/product.md#uploads. The PUT uses XMLHttpRequest: fetch reports no upload progress. */
import { UPLOAD_PUT_HEADERS, type ObjectPathResponse, type UploadUrlResponse } from "@main-street/domain/uploads";
import { api } from "@main-street/domain/paths";
import { ApiError, apiErrorFromResponse, apiPost, asApiError } from "../../lib/api-client";

/**
 * The add dialogs use /api/admin/*, the edit screens /api/objects/* (docs/product.md#uploads), and owners editing
 * their listing /api/owner/* (the same checks, for owners: docs/product.md#owners).
 */
export type UploadCalls = "admin" | "objects" | "owner";

const CALLS = {
  admin: {
    uploadUrl: api.admin.uploadUrl.href(),
    setAcl: api.admin.setImageAcl.href(),
    aclBody: (imageURL: string) => ({ imageURL, visibility: "public" }),
  },
  objects: {
    uploadUrl: api.objects.upload.href(),
    setAcl: api.objects.setAcl.href(),
    aclBody: (imageURL: string) => ({ imageURL }),
  },
  owner: {
    uploadUrl: api.owner.uploadUrl.href(),
    setAcl: api.owner.setImageAcl.href(),
    aclBody: (imageURL: string) => ({ imageURL, visibility: "public" }),
  },
} as const;

/** The three calls of an upload; a failure is an ApiError whose `step` names the one that failed. */
const STEPS = { address: "get upload URL", put: "upload file", publish: "set image permissions" } as const;

/**
 * PUTs the file with its own content type and the headers a Cloud Storage signed URL is signed with (size limit,
 * single use), reporting progress from 0 to 1.
 */
function putFile(url: string, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    for (const [name, value] of Object.entries(UPLOAD_PUT_HEADERS)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(apiErrorFromResponse(xhr.status, xhr.statusText, xhr.responseText, STEPS.put));
    };
    xhr.onerror = () => reject(new ApiError(0, "0: the file could not be sent", { step: STEPS.put }));
    xhr.send(file);
  });
}

export async function uploadImage(
  file: File,
  calls: UploadCalls,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const endpoints = CALLS[calls];
  const { uploadURL } = await apiPost<UploadUrlResponse>(endpoints.uploadUrl, undefined).catch((error: unknown) => {
    throw asApiError(error, STEPS.address);
  });
  await putFile(uploadURL, file, onProgress);
  const { objectPath } = await apiPost<ObjectPathResponse>(endpoints.setAcl, endpoints.aclBody(uploadURL)).catch(
    (error: unknown) => {
      throw asApiError(error, STEPS.publish);
    },
  );
  return objectPath;
}
