import express, { Router, type Request } from "express";
import { requireAppCheck } from "../abuse/app-check";
import { currentUser, requireAdmin } from "../auth";
import { UPLOAD_IMAGE_TYPES, MAX_UPLOAD_BYTES, setAclSchema, setImageAclSchema } from "@main-street/domain/uploads";
import type { ObjectPathResponse, UploadUrlResponse } from "@main-street/domain/uploads";
import { noStore } from "../http/cache-headers";
import { inApi } from "../http/mounts";
import { api, files } from "@main-street/domain/paths";
import { HttpError } from "../http/errors";
import { parseInput } from "../http/validate";
import { tooLarge } from "./image-processing";
import { UPLOAD_ID, objectNameForPath } from "./object-names";
import { objectStore } from "./store";
import { publishUpload, receiveUpload, startUpload } from "./uploads";

/** The upload calls (docs/product.md#uploads): App Check, then admins only (mounted under /api, behind the CSRF check). */
export const uploadApiRoutes = Router();

uploadApiRoutes.post(
  [inApi(api.admin.uploadUrl.path), inApi(api.objects.upload.path)],
  requireAppCheck,
  requireAdmin,
  async (_req, res) => {
    const body: UploadUrlResponse = { uploadURL: await startUpload(currentUser(res).uid) };
    noStore(res);
    res.json(body);
  },
);

uploadApiRoutes.post(inApi(api.admin.setImageAcl.path), requireAppCheck, requireAdmin, async (req, res) => {
  const { imageURL } = parseInput(setImageAclSchema, req.body);
  const body: ObjectPathResponse = { objectPath: await publishUpload(imageURL) };
  noStore(res);
  res.json(body);
});

uploadApiRoutes.post(inApi(api.objects.setAcl.path), requireAppCheck, requireAdmin, async (req, res) => {
  const { imageURL } = parseInput(setAclSchema, req.body);
  const body: ObjectPathResponse = { objectPath: await publishUpload(imageURL) };
  noStore(res);
  res.json(body);
});

/**
 * PUT /api/uploads/<id>: the local store's upload URL (a capability, like a signed URL: no cookie needed).
 * Mounted before the JSON body limits. Behind Cloud Functions the body arrives pre-read as req.rawBody.
 */
export const uploadReceiveRoutes = Router();

const notValid = () => new HttpError(404, "not_found", "This upload link is not valid. Please upload the image again.");

uploadReceiveRoutes.put(
  api.upload.path,
  (req, _res, next) => {
    if (!UPLOAD_ID.test(req.params.id ?? "")) return next(notValid());
    if (Number(req.headers["content-length"] ?? 0) > MAX_UPLOAD_BYTES) return next(tooLarge());
    next();
  },
  express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES }),
  async (req, res) => {
    await receiveUpload(req.params.id!, requestBytes(req));
    noStore(res);
    res.status(204).end();
  },
);

function requestBytes(req: Request): Buffer {
  const raw = (req as { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw)) return raw;
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}

/** GET /objects/uploads/<id>[/w800.webp]: published images, immutable (a new upload gets a new path). */
export const objectServeRoutes = Router();

objectServeRoutes.get(`${files.objects.path}/*path`, async (req, res) => {
  const name = objectNameForPath(req.path.slice(files.objects.path.length));
  const object = name ? await objectStore().get(name) : null;
  if (!object) throw new HttpError(404, "not_found", "There is no image at this address.");
  const type = (UPLOAD_IMAGE_TYPES as readonly string[]).includes(object.contentType)
    ? object.contentType
    : "application/octet-stream";
  res.set({
    "Content-Type": type,
    "Cache-Control": "public, max-age=31536000, s-maxage=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  res.send(object.bytes);
});
