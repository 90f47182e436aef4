/**
 * The upload flow on Cloud Storage: the real upload and publish code in this process, with the object store made
 * as in production (OBJECT_STORE=gcs, firebase-admin's client with application default credentials from a
 * service-account key file) and pointed at the GCS test server by STORAGE_EMULATOR_HOST. Upload records live in
 * the local stack's Firestore.
 */
import { deleteApp, getApps, initializeApp } from "firebase-admin/app";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { stackAdmin, type StackAdmin } from "../../../scripts/stack/admin";
import { startGcsTestServer, type GcsTestServer } from "../../../scripts/test/gcs-test-server";
import { IMAGE_VARIANT_WIDTHS } from "@main-street/domain/images";
import { bumpCacheVersion, cacheBumped } from "../platform/list-cache";
import { firestore } from "../platform/firestore";
import { GcsObjectStore } from "./gcs-store";
import { originalName, pendingName, variantName } from "./object-names";
import { MANAGED_RECORDS } from "../record-registry";
import { deleteUnusedImages } from "./record-images";
import { objectStore } from "./store";
import { TEXT_FILE, testImage } from "../../../scripts/test/fixtures/test-images";
import { putUpload } from "../../../scripts/test/uploads";
import { publishUpload, receiveUpload, startUpload } from "./uploads";

let server: GcsTestServer;
let stack: StackAdmin;
let keyDir: string;
const savedEnv: Record<string, string | undefined> = {};

beforeAll(async () => {
  server = await startGcsTestServer();
  keyDir = await mkdtemp(path.join(tmpdir(), "gcs-key-"));
  const keyFile = path.join(keyDir, "service-account.json");
  await writeFile(keyFile, JSON.stringify(server.serviceAccount), { mode: 0o600 });
  const env: Record<string, string> = {
    ...(JSON.parse(process.env.STACK_ADMIN_ENV ?? "{}") as Record<string, string>),
    OBJECT_STORE: "gcs",
    STORAGE_BUCKET: server.bucket,
    STORAGE_EMULATOR_HOST: server.url,
    GOOGLE_APPLICATION_CREDENTIALS: keyFile,
  };
  for (const [name, value] of Object.entries(env)) {
    savedEnv[name] = process.env[name];
    process.env[name] = value;
  }
  // The default app, as the function makes it; the code under test uses it once an app exists.
  initializeApp({ projectId: env.GCLOUD_PROJECT });
  // The code under test runs in this process, outside any request, so it uses the emulator's default database;
  // no HTTP test reaches that one on the shared stack (each is held to its own namespace).
  stack = stackAdmin(env);
});

afterAll(async () => {
  // Later test files run in this process too: leave the environment as it was.
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await Promise.all(getApps().map((app) => deleteApp(app)));
  await server.close();
  await rm(keyDir, { recursive: true, force: true });
});

const idOf = (objectPath: string) => objectPath.split("/").pop()!;

async function publishNew(): Promise<string> {
  const uploadURL = await startUpload("gcs-test-admin");
  expect((await putUpload(uploadURL, await testImage("png", 300, 200), "image/png")).status).toBe(200);
  return publishUpload(uploadURL);
}

test("an image goes through a signed URL into the bucket, is published from it, and the URL stays used", async () => {
  expect(objectStore()).toBeInstanceOf(GcsObjectStore);
  const uploadURL = await startUpload("gcs-test-admin");
  const id = new URL(uploadURL).pathname.split("/").pop()!;
  expect(uploadURL.startsWith(`${server.url}/${server.bucket}/pending/${id}?X-Goog-Algorithm=GOOG4-RSA-SHA256`)).toBe(
    true,
  );
  expect(new URL(uploadURL).searchParams.get("X-Goog-Credential")).toMatch(
    new RegExp(`^${server.serviceAccount.client_email}/`),
  );

  const png = await testImage("png", 1200, 800);
  expect((await putUpload(uploadURL, png, "image/png")).status).toBe(200);
  expect((await putUpload(uploadURL, await testImage("jpeg", 10, 10), "image/jpeg")).status).toBe(412);
  // This API's own upload route is for the local store only: it can't be used to overwrite the bucket's upload.
  await expect(receiveUpload(id, png)).rejects.toMatchObject({ status: 404 });

  const objectPath = await publishUpload(uploadURL);
  expect(objectPath).toBe(`/objects/uploads/${id}`);
  expect(server.objectNames().filter((name) => name.includes(id))).toEqual(
    [pendingName(id), originalName(id), ...IMAGE_VARIANT_WIDTHS.map((w) => variantName(id, w))].sort(),
  );
  expect((await objectStore().get(originalName(id)))!.bytes.equals(png)).toBe(true);
  expect(await objectStore().stat(pendingName(id))).toMatchObject({ size: 0 }); // the raw upload is gone
  expect((await stack.db.doc(`uploads/${id}`).get()).get("status")).toBe("final");

  expect((await putUpload(uploadURL, await testImage("gif", 10, 10), "image/gif")).status).toBe(412);
  expect(await publishUpload(uploadURL)).toBe(objectPath);
  expect((await objectStore().get(originalName(id)))!.bytes.equals(png)).toBe(true);
});

test("a file that isn't an image is refused at publishing and removed from the bucket", async () => {
  const uploadURL = await startUpload("gcs-test-admin");
  const id = new URL(uploadURL).pathname.split("/").pop()!;
  expect((await putUpload(uploadURL, TEXT_FILE, "image/png")).status).toBe(200); // the bucket can't look inside
  await expect(publishUpload(uploadURL)).rejects.toMatchObject({ status: 415 });
  expect(await objectStore().stat(pendingName(id))).toBeNull();
  expect((await stack.db.doc(`uploads/${id}`).get()).get("status")).toBe("pending");
});

/** The test writes records straight to Firestore, so it tells this process's cache, as a repository write would. */
async function invalidateCaches(): Promise<void> {
  const batch = firestore().batch();
  const version = bumpCacheVersion(batch);
  await batch.commit();
  cacheBumped(version);
}

test("uploaded images no record shows any more are deleted from the bucket; ones still shown stay", async () => {
  const [shown, dropped] = [await publishNew(), await publishNew()];
  const business = await stack.db.collection("businesses").add({
    name: "GCS Image Keeper",
    category: "shopping",
    image: "",
    description: `<p><img src="${shown}/w800.webp" alt="Kept"></p>`,
  });
  try {
    await invalidateCaches();
    await deleteUnusedImages(
      { image: shown, description: `<p><img src="${dropped}" alt="Dropped"></p>` },
      MANAGED_RECORDS,
    );
    expect(await objectStore().stat(originalName(idOf(shown)))).not.toBeNull();
    expect(server.objectNames().filter((name) => name.startsWith(`uploads/${idOf(dropped)}/`))).toEqual([]);
    expect((await stack.db.doc(`uploads/${idOf(dropped)}`).get()).exists).toBe(false);
  } finally {
    await business.delete();
  }
  await invalidateCaches();
  await deleteUnusedImages({ image: shown }, MANAGED_RECORDS);
  expect(server.objectNames().filter((name) => name.startsWith(`uploads/${idOf(shown)}/`))).toEqual([]);
});
