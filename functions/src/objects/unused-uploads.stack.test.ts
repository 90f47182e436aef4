/**
 * The daily sweep of unused uploads (objects/unused-uploads.ts) against the real local stack: images an owner
 * uploaded through the API, then the job's own code run in this process, in this file's namespace, on the stack's
 * object directory. Only uploads older than the grace period that nothing shows go.
 */
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { testImage } from "../../../scripts/test/fixtures/test-images";
import { makeOwner } from "../../../scripts/test/owners";
import { apiAs, sessionsFor, type TestSession } from "../../../scripts/test/sessions";
import { putUpload } from "../../../scripts/test/uploads";
import { adminForTests, stackFetch, testNamespace } from "../../../scripts/test/stack-env";
import { runInTestNamespace } from "../platform/test-namespace";
import { MANAGED_RECORDS } from "../record-registry";
import { UNUSED_UPLOAD_DAYS, deleteUnusedUploads } from "./unused-uploads";

const BUSINESS = "spillway-books";
const DAY_MS = 86_400_000;

let stack: StackAdmin;
let app: App;
let admin: TestSession;
let owner: TestSession;

beforeAll(async () => {
  stack = adminForTests(); // also points this process at the stack's emulators
  process.env.FUNCTIONS_EMULATOR = "true";
  process.env.LOCAL_OBJECT_DIR = process.env.STACK_OBJECT_DIR; // the stack function's own object directory
  app = initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  ({ admin, owner } = await sessionsFor("unused-uploads", ["owner"]));
  await makeOwner(admin, owner, BUSINESS, { name: "Una Upload", role: "Owner", contact: "702-555-0142" });
});
afterAll(async () => {
  await deleteApp(app);
  await stack.close();
});

const post = (path: string, body?: unknown) => apiAs(owner, "POST", path, body);
const idOf = (path: string) => path.split("/").pop()!;

/** An owner's upload link; published (through PUT and set-image-acl) unless `publish` is false. */
async function upload(publish = true): Promise<{ id: string; path: string }> {
  const { uploadURL } = (await post("/api/owner/upload-url", {})).body as { uploadURL: string };
  if (!publish) return { id: idOf(uploadURL), path: uploadURL };
  expect((await putUpload(uploadURL, await testImage("png", 400, 300), "image/png")).status).toBe(204);
  const published = await post("/api/owner/set-image-acl", { imageURL: uploadURL, visibility: "public" });
  expect(published.status).toBe(200);
  return { id: idOf(published.body.objectPath), path: published.body.objectPath as string };
}

const makeOld = (id: string) =>
  stack.db.doc(`uploads/${id}`).update({ createdAt: Date.now() - (UNUSED_UPLOAD_DAYS + 1) * DAY_MS });
const served = async (path: string) => (await stackFetch(path)).status;
const recorded = async (id: string) => (await stack.db.doc(`uploads/${id}`).get()).exists;
const sweep = () => runInTestNamespace(testNamespace(), () => deleteUnusedUploads(MANAGED_RECORDS));

test("deletes old uploads nothing shows; keeps those a listing or a pending change shows, and recent ones", async () => {
  const unused = await upload();
  const inPendingChange = await upload();
  const onTheListing = await upload();
  const recent = await upload();
  const neverPublished = await upload(false);
  for (const u of [unused, inPendingChange, onTheListing, neverPublished]) await makeOld(u.id);

  const base = (await apiAs(owner, "GET", `/api/owner/businesses/${BUSINESS}`)).body.business.updatedAt as string;
  const revision = await post(`/api/owner/businesses/${BUSINESS}/revisions`, {
    base,
    changes: { image: inPendingChange.path },
  });
  expect(revision.status).toBe(201);
  await stack.db.doc(`businesses/${BUSINESS}`).update({ description: `<p><img src="${onTheListing.path}"></p>` });

  expect(await sweep()).toBe(2);
  expect(await served(unused.path)).toBe(404);
  expect(await served(`${unused.path}/w400.webp`)).toBe(404);
  expect(await recorded(unused.id)).toBe(false);
  expect(await recorded(neverPublished.id)).toBe(false);
  for (const kept of [inPendingChange, onTheListing, recent]) {
    expect(await served(kept.path)).toBe(200);
    expect(await recorded(kept.id)).toBe(true);
  }
  expect(await sweep()).toBe(0); // running twice deletes nothing more
});
