import { randomBytes } from "node:crypto";
import { HttpError } from "../http/errors";
import { firestore, withDeadline } from "../platform/firestore";

/**
 * One document per upload URL handed out (collection `uploads`, id = the upload id, 192 random bits).
 * pending: URL handed out → received: bytes PUT through this API (single use) → final: checked and published.
 */
type UploadStatus = "pending" | "received" | "final";

interface UploadRecord {
  status: UploadStatus;
  /** uid of the admin who asked for the URL. */
  createdBy: string;
  createdAt: number;
  /** The upload URL stops working at this time (epoch ms). */
  expiresAt: number;
}

const COLLECTION = "uploads";
export const UPLOAD_URL_LIFETIME_MS = 15 * 60 * 1000;
/** How long after the URL expires the upload may still be published (set-acl). */
const PUBLISH_GRACE_MS = 15 * 60 * 1000;

const doc = (id: string) => firestore().collection(COLLECTION).doc(id);

const notValid = () => new HttpError(404, "not_found", "This upload link is not valid. Please upload the image again.");
const used = () =>
  new HttpError(409, "conflict", "This upload link has already been used. Please upload the image again.");
const expired = () => new HttpError(410, "gone", "This upload link has expired. Please upload the image again.");

export async function createUploadRecord(
  createdBy: string,
  now = Date.now(),
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(24).toString("base64url");
  const record: UploadRecord = {
    status: "pending",
    createdBy,
    createdAt: now,
    expiresAt: now + UPLOAD_URL_LIFETIME_MS,
  };
  await withDeadline(doc(id).create(record));
  return { id, expiresAt: new Date(record.expiresAt) };
}

async function read(id: string): Promise<UploadRecord> {
  const snap = await withDeadline(doc(id).get());
  if (!snap.exists) throw notValid();
  return snap.data() as UploadRecord;
}

/** Throws unless the upload URL can take bytes now (cheap check before reading a body). */
export async function assertUploadable(id: string, now = Date.now()): Promise<void> {
  const record = await read(id);
  if (record.status !== "pending") throw used();
  if (now > record.expiresAt) throw expired();
}

/** Marks a pending upload received, exactly once: a replayed or concurrent PUT gets 409. */
export async function claimUpload(id: string, now = Date.now()): Promise<void> {
  await withDeadline(
    firestore().runTransaction(async (tx) => {
      const snap = await tx.get(doc(id));
      if (!snap.exists) throw notValid();
      const record = snap.data() as UploadRecord;
      if (record.status !== "pending") throw used();
      if (now > record.expiresAt) throw expired();
      tx.update(doc(id), { status: "received" satisfies UploadStatus });
    }),
  );
}

/** Checks an upload may still be published (set-acl), and says whether it already is. */
export async function publishableUpload(id: string, now = Date.now()): Promise<{ alreadyFinal: boolean }> {
  const record = await read(id);
  if (record.status === "final") return { alreadyFinal: true };
  if (now > record.expiresAt + PUBLISH_GRACE_MS) throw expired();
  return { alreadyFinal: false };
}

export async function markFinal(id: string): Promise<void> {
  await withDeadline(doc(id).update({ status: "final" satisfies UploadStatus }));
}

export async function deleteUploadRecord(id: string): Promise<void> {
  await withDeadline(doc(id).delete());
}

/**
 * The ids and status of the uploads made before `before` (epoch ms). One query: the records are a few small fields,
 * a few thousand at most for a site this size.
 */
export async function uploadsMadeBefore(before: number): Promise<{ id: string; status: UploadStatus }[]> {
  const snap = await withDeadline(
    firestore().collection(COLLECTION).where("createdAt", "<", before).select("status").get(),
  );
  return snap.docs.map((d) => ({ id: d.id, status: d.get("status") as UploadStatus }));
}
