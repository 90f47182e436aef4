/** The upload flow (docs/product.md#uploads) against the real local stack: upload-url → PUT raw bytes → set-acl → GET /objects/... */
import sharp from "sharp";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { adminForTests, api, stackFetch } from "../../../scripts/test/stack-env";
import { apiAs, asSession, sessionsFor, type TestSession } from "../../../scripts/test/sessions";
import { putUpload } from "../../../scripts/test/uploads";
import { MAX_UPLOAD_BYTES } from "@main-street/domain/uploads";
import {
  SVG_IMAGE,
  TEXT_FILE,
  animatedGif,
  gifOfTinyFrames,
  jpegWithExif,
  testImage,
} from "../../../scripts/test/fixtures/test-images";

let stack: StackAdmin;
let admin: TestSession;
let user: TestSession;

beforeAll(async () => {
  stack = adminForTests();
  ({ admin, user } = await sessionsFor("uploads", ["user"]));
});
afterAll(() => stack.close());

async function newUploadUrl(path = "/api/admin/upload-url"): Promise<string> {
  const response = await apiAs(admin, "POST", path);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toContain("no-store");
  return response.body.uploadURL as string;
}

async function fetchBytes(path: string) {
  const response = await stackFetch(path);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

test("a PNG goes through upload-url, PUT and set-image-acl, and is served with its WebP variants", async () => {
  const png = await testImage("png", 1200, 800);
  const uploadURL = await newUploadUrl();
  expect(uploadURL).toMatch(/^\/api\/uploads\/[\w-]{32}$/);
  expect((await putUpload(uploadURL, png, "image/png")).status).toBe(204);

  const published = await apiAs(admin, "POST", "/api/admin/set-image-acl", {
    imageURL: uploadURL,
    visibility: "public",
  });
  expect(published.status).toBe(200);
  const objectPath = published.body.objectPath as string;
  expect(objectPath).toMatch(/^\/objects\/uploads\/[\w-]{32}$/);

  const original = await fetchBytes(objectPath);
  expect(original.status).toBe(200);
  expect(original.headers.get("content-type")).toBe("image/png");
  expect(original.headers.get("cache-control")).toContain("immutable");
  expect(original.headers.get("x-content-type-options")).toBe("nosniff");
  expect(original.bytes.equals(png)).toBe(true);

  for (const [variant, width] of [
    ["w400.webp", 400],
    ["w800.webp", 800],
    ["w1600.webp", 1200], // never upscaled past the original's 1200 px
  ] as const) {
    const served = await fetchBytes(`${objectPath}/${variant}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("max-age=31536000");
    const meta = await sharp(served.bytes).metadata();
    expect({ format: meta.format, width: meta.width }).toEqual({ format: "webp", width });
  }
});

test("a JPEG goes through the edit screens' calls (objects/upload, objects/set-acl) and loses its EXIF", async () => {
  const jpeg = await jpegWithExif();
  const uploadURL = await newUploadUrl("/api/objects/upload");
  expect((await putUpload(uploadURL, jpeg, "image/jpeg")).status).toBe(204);
  const published = await apiAs(admin, "POST", "/api/objects/set-acl", { imageURL: uploadURL });
  expect(published.status).toBe(200);

  const original = await fetchBytes(published.body.objectPath);
  expect(original.headers.get("content-type")).toBe("image/jpeg");
  const meta = await sharp(original.bytes).metadata();
  expect(meta.format).toBe("jpeg");
  expect(meta.exif).toBeUndefined();
  expect((await fetchBytes(`${published.body.objectPath}/w400.webp`)).status).toBe(200);
});

test("a text file named .png and sent as image/png is refused, and nothing is published", async () => {
  const uploadURL = await newUploadUrl();
  const refused = await putUpload(uploadURL, TEXT_FILE, "image/png");
  expect(refused.status).toBe(415);
  expect(refused.body.error.message).toBe("Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded.");
  const publish = await apiAs(admin, "POST", "/api/admin/set-image-acl", { imageURL: uploadURL, visibility: "public" });
  expect(publish.status).toBe(400);
  expect(publish.body.error.message).toBe("No file has been uploaded to this link yet.");
});

test("an SVG is refused whatever type it is sent as", async () => {
  for (const type of ["image/svg+xml", "image/png"]) {
    const refused = await putUpload(await newUploadUrl(), SVG_IMAGE, type);
    expect(refused.status).toBe(415);
  }
});

test("10 MB + 1 byte is refused with 413", async () => {
  const header = await testImage("png", 16, 16);
  const oversized = Buffer.concat([header, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - header.length)]);
  expect(oversized.length).toBe(10485761);
  const refused = await putUpload(await newUploadUrl(), oversized, "image/png");
  expect(refused.status).toBe(413);
  expect(refused.body.error.message).toBe("The image is larger than 10 MB. Please choose a smaller image.");
});

test("an animation whose frames together pass the pixel limit is refused with 413, not a 500", async () => {
  // 16 frames of 2000 × 2000: 4 million pixels each (under the 60 million limit), 64 million decoded in all.
  const gif = gifOfTinyFrames(2000, 2000, 16);
  const meta = await sharp(gif, { limitInputPixels: false }).metadata();
  expect([meta.width, meta.height, meta.pages]).toEqual([2000, 2000, 16]);
  expect(gif.length).toBeLessThan(MAX_UPLOAD_BYTES);
  const uploadURL = await newUploadUrl();
  const refused = await putUpload(uploadURL, gif, "image/gif");
  expect(refused.status).toBe(413);
  expect(refused.body.error).toEqual({
    code: "payload_too_large",
    message: "The image has too many pixels. Please choose a smaller image.",
  });
  const publish = await apiAs(admin, "POST", "/api/admin/set-image-acl", { imageURL: uploadURL, visibility: "public" });
  expect(publish.status).toBe(400);
});

test("a small animation is published, still animated", async () => {
  const uploadURL = await newUploadUrl();
  expect((await putUpload(uploadURL, await animatedGif(120, 80, 3), "image/gif")).status).toBe(204);
  const published = await apiAs(admin, "POST", "/api/admin/set-image-acl", {
    imageURL: uploadURL,
    visibility: "public",
  });
  expect(published.status).toBe(200);
  const variant = await fetchBytes(`${published.body.objectPath}/w400.webp`);
  expect((await sharp(variant.bytes, { animated: true }).metadata()).pages).toBe(3);
});

test("an upload URL works once: a replayed PUT is refused, publishing again gives the same path", async () => {
  const uploadURL = await newUploadUrl();
  const gif = await testImage("gif", 300, 200);
  expect((await putUpload(uploadURL, gif, "image/gif")).status).toBe(204);
  const replay = await putUpload(uploadURL, await testImage("png", 300, 200), "image/png");
  expect(replay.status).toBe(409);
  expect(replay.body.error.message).toBe("This upload link has already been used. Please upload the image again.");

  const first = await apiAs(admin, "POST", "/api/admin/set-image-acl", { imageURL: uploadURL });
  const again = await apiAs(admin, "POST", "/api/admin/set-image-acl", { imageURL: uploadURL });
  expect(again.body.objectPath).toBe(first.body.objectPath);
  expect((await fetchBytes(first.body.objectPath)).bytes.equals(gif)).toBe(true);
});

test("an expired or unknown upload URL is refused", async () => {
  const uploadURL = await newUploadUrl();
  const id = uploadURL.split("/").pop()!;
  await stack.db.doc(`uploads/${id}`).update({ expiresAt: Date.now() - 1000 });
  expect((await putUpload(uploadURL, await testImage("png", 10, 10), "image/png")).status).toBe(410);
  expect((await putUpload(`/api/uploads/${"z".repeat(32)}`, await testImage("png", 10, 10), "image/png")).status).toBe(
    404,
  );
});

test("only admins may ask for upload URLs or publish uploads", async () => {
  for (const path of ["/api/admin/upload-url", "/api/objects/upload"]) {
    expect((await apiAs(null, "POST", path)).status).toBe(401);
    const forbidden = await apiAs(user, "POST", path);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.message).toBe("Admin access required.");
  }
  const uploadURL = await newUploadUrl();
  for (const path of ["/api/admin/set-image-acl", "/api/objects/set-acl"]) {
    expect((await apiAs(user, "POST", path, { imageURL: uploadURL })).status).toBe(403);
    expect((await apiAs(null, "POST", path, { imageURL: uploadURL })).status).toBe(401);
  }
});

test("set-acl refuses bad input with a readable message", async () => {
  const missing = await apiAs(admin, "POST", "/api/admin/set-image-acl", { visibility: "public" });
  expect(missing.status).toBe(400);
  expect(missing.body.error.fields).toEqual({ imageURL: "imageURL is required" });
  const foreign = await apiAs(admin, "POST", "/api/objects/set-acl", { imageURL: "https://example.com/cat.png" });
  expect(foreign.status).toBe(400);
  expect(foreign.body.error.message).toBe("imageURL is not an upload link from this site.");
});

/** Uploads and publishes a small PNG; its /objects/uploads/<id> path. */
async function publish(): Promise<string> {
  const uploadURL = await newUploadUrl();
  expect((await putUpload(uploadURL, await testImage("png", 500, 300), "image/png")).status).toBe(204);
  return (await apiAs(admin, "POST", "/api/admin/set-image-acl", { imageURL: uploadURL })).body.objectPath as string;
}

const write = (method: "PUT" | "DELETE", path: string, body?: unknown) =>
  api(path, { method, body, headers: asSession(admin) });

/** Whether the image and its largest variant are still served. */
async function served(objectPath: string): Promise<boolean> {
  const [original, variant] = [await fetchBytes(objectPath), await fetchBytes(`${objectPath}/w1600.webp`)];
  expect(variant.status).toBe(original.status);
  return original.status === 200;
}

test("a published upload's URL stays used: a PUT after set-acl is refused and the image is unchanged", async () => {
  const uploadURL = await newUploadUrl();
  const png = await testImage("png", 200, 100);
  expect((await putUpload(uploadURL, png, "image/png")).status).toBe(204);
  const published = await apiAs(admin, "POST", "/api/objects/set-acl", { imageURL: uploadURL });
  expect((await putUpload(uploadURL, await testImage("jpeg", 200, 100), "image/jpeg")).status).toBe(409);
  expect((await fetchBytes(published.body.objectPath)).bytes.equals(png)).toBe(true);
});

test("replacing a business's image deletes the old upload; a bundled image is never touched", async () => {
  const [first, second, inline] = [await publish(), await publish(), await publish()];
  const created = await apiAs(admin, "POST", "/api/admin/businesses", {
    name: "Image Swap Cycles",
    category: "shopping",
    image: "/images/hero-downtown.svg",
    description: `<p>Shop <img src="${inline}" alt="Shop front"></p>`,
  });
  expect(created.status).toBe(201);
  const path = `/api/admin/businesses/${created.body.id}`;
  const fields = { name: "Image Swap Cycles", category: "shopping", description: created.body.description };

  expect((await write("PUT", path, { ...fields, image: first })).status).toBe(200);
  expect((await fetchBytes("/images/hero-downtown.svg")).status).toBe(200);
  expect((await write("PUT", path, { ...fields, image: second })).status).toBe(200);
  expect(await served(first)).toBe(false);
  expect(await served(second)).toBe(true);
  expect(await served(inline)).toBe(true);
  expect(await stack.db.doc(`uploads/${first.split("/").pop()}`).get()).toMatchObject({ exists: false });

  expect((await write("DELETE", path)).status).toBe(204);
  expect(await served(second)).toBe(false);
  expect(await served(inline)).toBe(false);
});

test("an image removed from a description is deleted unless another record still shows it", async () => {
  const [kept, shared] = [await publish(), await publish()];
  const event = await apiAs(admin, "POST", "/api/admin/events", {
    title: "Shared Image Stroll",
    description: "<p>Walk</p>",
    date: "2031-04-05",
    time: "9:00 AM",
    category: "Community",
    image: shared,
  });
  expect(event.status).toBe(201);
  const business = await apiAs(admin, "POST", "/api/admin/businesses", {
    name: "Two Pictures Gallery",
    category: "shopping",
    description: `<p><img src="${kept}" alt="One"><img src="${shared}/w800.webp" alt="Two"></p>`,
  });
  expect(business.status).toBe(201);
  const businessPath = `/api/admin/businesses/${business.body.id}`;
  const fields = { name: "Two Pictures Gallery", category: "shopping" };

  expect(
    (await write("PUT", businessPath, { ...fields, description: `<p><img src="${kept}" alt="One"></p>` })).status,
  ).toBe(200);
  expect(await served(shared)).toBe(true); // the event still shows it
  expect((await write("PUT", businessPath, { ...fields, description: "<p>No pictures now</p>" })).status).toBe(200);
  expect(await served(kept)).toBe(false);

  // An event update that leaves the image out keeps it; one that replaces it lets it go.
  const eventPath = `/api/admin/events/${event.body.id}`;
  expect((await write("PUT", eventPath, { title: "Shared Image Stroll (moved)" })).status).toBe(200);
  expect(await served(shared)).toBe(true);
  expect(
    (await write("PUT", eventPath, { title: "Shared Image Stroll", image: "/images/historic-dam.svg" })).status,
  ).toBe(200);
  expect(await served(shared)).toBe(false);
  expect((await fetchBytes("/images/historic-dam.svg")).status).toBe(200);

  expect((await write("DELETE", businessPath)).status).toBe(204);
  expect((await write("DELETE", eventPath)).status).toBe(204);
});

test("deleting a business deletes its uploaded images; descriptions are sanitised when stored", async () => {
  const [image, inline] = [await publish(), await publish()];
  const created = await apiAs(admin, "POST", "/api/admin/businesses", {
    name: "Upload Test Outfitters",
    category: "shopping",
    image,
    description: `<p onclick="alert(1)">Gear <script>alert(2)</script><img src="${inline}" alt="Shop" style="width:300px;position:fixed"></p>`,
  });
  expect(created.status).toBe(201);
  expect(created.body.description).toBe(`<p>Gear <img src="${inline}" alt="Shop" style="width:300px" /></p>`);

  const deleted = await api(`/api/admin/businesses/${created.body.id}`, {
    method: "DELETE",
    headers: asSession(admin),
  });
  expect(deleted.status).toBe(204);
  for (const path of [image, `${image}/w800.webp`, inline]) expect((await fetchBytes(path)).status).toBe(404);
});
