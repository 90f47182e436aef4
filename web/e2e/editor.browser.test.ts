/**
 * The description editor and the image-upload control in a real browser against the local stack
 * (issue 5): formatted text and an inserted image reaching the public page, the HTML-mode round trip,
 * the upload progress bar and preview, and the wrong-type toasts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { expectShown, launchBrowser, screenshot, seriousA11yViolations } from "../../scripts/test/browser";
import { asSession, signInAsNewAdmin, signInSeeded, type TestSession } from "../../scripts/test/sessions";
import { api } from "../../scripts/test/stack-env";
import { TEXT_FILE, testImage } from "../../scripts/test/fixtures/test-images";
import {
  attributeMatches,
  computedStyleIs,
  fieldValueIs,
  loadedUrls,
  recordProgress,
  toolbarDescribed,
} from "./editor-helpers";
import { closePage, openPage } from "./public-site-helpers";

let browser: Browser;
let admin: TestSession;
let businessId: string;

const adminCall = (method: string, url: string, body?: unknown) =>
  api(url, { method, body, headers: asSession(admin) });

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInAsNewAdmin(await signInSeeded("admin"), "editor-admin");
  const created = await adminCall("POST", "/api/admin/businesses", {
    name: "Editor Test Bakery",
    category: "confectionery",
    description: "<p>Old description</p>",
  });
  expect(created.status).toBe(201);
  businessId = created.body.id;
});

afterAll(async () => {
  await adminCall("DELETE", `/api/admin/businesses/${businessId}`);
  await browser.close();
});

async function setBusiness(fields: Record<string, unknown>) {
  const current = (await api(`/api/businesses/${businessId}`)).body;
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = current;
  expect((await adminCall("PUT", `/api/admin/businesses/${businessId}`, { ...rest, ...fields })).status).toBe(200);
}

async function openEditScreen(): Promise<Page> {
  const page = await openPage(browser, `/admin/businesses/edit/${businessId}`, undefined, admin.cookie);
  await expectShown(page.getByRole("textbox", { name: "Description" }));
  return page;
}

const imageGroup = (page: Page) => page.getByRole("group", { name: "Image", exact: true });

/** The editor chunk's file, from the build manifest. */
function editorChunk(): string {
  const manifest = JSON.parse(readFileSync(path.join(__dirname, "..", "dist", ".vite", "manifest.json"), "utf8"));
  return manifest["src/widgets/editor/DescriptionEditor.tsx"].file as string;
}

test("formatted text and an inserted Large, right-aligned image are saved and shown on the public page", async () => {
  await setBusiness({ description: "<p>Old description</p>" });
  const page = await openEditScreen();
  const editor = page.getByRole("textbox", { name: "Description" });
  const editingArea = await page.locator(".rdw-editor-main").boundingBox();
  expect(editingArea!.height).toBeGreaterThanOrEqual(300); // docs/product.md#editor: at least 300 px tall
  await editor.click();
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Delete");
  await page.getByRole("button", { name: "Heading 2" }).click();
  await page.keyboard.type("Our bakery");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Normal text" }).click();
  await page.keyboard.press("Control+b");
  await page.keyboard.type("Fresh bread");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" every ");
  await page.getByRole("button", { name: "Italic (Ctrl+I)" }).click();
  await page.keyboard.type("morning");
  await expectShown(page.getByRole("button", { name: "Italic (Ctrl+I)", pressed: true }));

  await page.getByRole("button", { name: "Insert image" }).click();
  const dialog = page.getByRole("dialog", { name: "Insert Image" });
  await expectShown(dialog.getByRole("button", { name: "Insert Image", disabled: true })); // needs an image first
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "loaves.jpg",
    mimeType: "image/jpeg",
    buffer: await testImage("jpeg", 1800, 1200),
  });
  await expectShown(dialog.getByRole("img", { name: "Image file preview" }));
  await dialog.getByLabel("Alt text").fill("Fresh loaves");
  await dialog.getByRole("combobox", { name: /^Size\b/ }).click(); // its name goes on with the chosen size
  await page.getByRole("option", { name: "Large (800px)" }).click();
  await dialog.getByRole("button", { name: "Right" }).click();
  await dialog.getByRole("button", { name: "Insert Image" }).click();
  await expectShown(dialog, undefined, "hidden");
  // Inserting reset the dialog: no image, Medium, Center.
  await page.getByRole("button", { name: "Insert image" }).click();
  await expectShown(dialog.getByRole("button", { name: "Insert Image", disabled: true }));
  await expectShown(dialog.getByRole("combobox", { name: /^Size\b/ }).filter({ hasText: /^Medium \(500px\)$/ }));
  await expectShown(dialog.getByRole("button", { name: "Center", pressed: true }));
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expectShown(dialog, undefined, "hidden");

  await computedStyleIs(page, '.rdw-editor-main img[alt="Fresh loaves"]', "float", "right");
  // The toolbar buttons have names and roles; checked once the upload toast has gone.
  await expectShown(page.getByText("Image uploaded successfully"), undefined, "detached");
  await toolbarDescribed(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect((await loadedUrls(page)).some((url) => url.endsWith(editorChunk()))).toBe(true);
  await screenshot(page, "editor-formatted-with-image");

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectShown(page.getByText("Business Saved!"));
  const saved = (await api(`/api/businesses/${businessId}`)).body.description as string;
  expect(saved).toContain("<h2>Our bakery</h2>");
  expect(saved).toContain("<p><strong>Fresh bread</strong> every <em>morning</em></p>");
  expect(saved).toMatch(
    /<img src="\/objects\/uploads\/[\w-]{32}\/w1600\.webp" alt="Fresh loaves" style="width:800px;max-width:100%;height:auto;float:right;margin:0 0 1em 1em" \/>/,
  );
  await closePage(page);

  const publicPage = await openPage(browser, `/directory/${businessId}`);
  await expectShown(publicPage.locator('img[alt="Fresh loaves"]'));
  await computedStyleIs(publicPage, 'img[alt="Fresh loaves"]', "float", "right");
  await attributeMatches(publicPage, 'img[alt="Fresh loaves"]', "style", /width:\s*800px/);
  await publicPage.waitForFunction(
    () => (document.querySelector('img[alt="Fresh loaves"]') as HTMLImageElement | null)?.naturalWidth === 1600,
  );
  await expectShown(publicPage.getByRole("heading", { name: "Our bakery" }));
  await expectShown(publicPage.locator("strong", { hasText: "Fresh bread" }));
  expect((await loadedUrls(publicPage)).filter((url) => url.endsWith(editorChunk()))).toEqual([]);
  await screenshot(publicPage, "editor-public-detail");
  await closePage(publicPage);
});

test("HTML mode: the source shows the content, and switching back to Visual applies an edited source", async () => {
  await setBusiness({ description: "<p>Start <strong>here</strong></p>" });
  const page = await openEditScreen();
  await page.getByRole("button", { name: "HTML", exact: true }).click();
  const source = page.getByRole("textbox", { name: "HTML source" });
  await fieldValueIs(page, "HTML source", "<p>Start <strong>here</strong></p>");

  await source.fill(
    '<h3 style="text-align:center">Centred title</h3><p><b>Bold</b> and <a href="https://example.com" target="_blank">a link</a></p>',
  );
  await page.getByRole("button", { name: "Visual", exact: true }).click();
  const editor = page.getByRole("textbox", { name: "Description" });
  await expectShown(editor.locator("h3", { hasText: /^Centred title$/ }));
  await expectShown(editor.locator(".rdw-center-aligned-block", { hasText: /^Centred title$/ }));
  await expectShown(editor.locator("strong, span[style*='bold']", { hasText: /^Bold$/ }).first());

  await page.getByRole("button", { name: "HTML", exact: true }).click();
  await fieldValueIs(
    page,
    "HTML source",
    '<h3 style="text-align:center;">Centred title</h3>\n<p><strong>Bold</strong> and <a href="https://example.com" target="_blank">a link</a></p>',
  );

  await page.getByRole("tab", { name: "Preview" }).click();
  const preview = page.getByRole("tabpanel", { name: "Preview" });
  await expectShown(preview.getByRole("heading", { name: "Centred title" }));
  await expectShown(preview.getByRole("link", { name: "a link" }).and(page.locator('[rel="noopener noreferrer"]')));

  await page.getByRole("tab", { name: "Edit" }).click();
  await source.fill("");
  await page.getByRole("tab", { name: "Preview" }).click();
  await expectShown(preview.getByText("No content to preview"));
  await closePage(page);
});

test("uploading an image shows real progress, then a preview with Replace and Delete", async () => {
  await setBusiness({ image: "" });
  const page = await openEditScreen();
  const group = imageGroup(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/uploads/*", async (route) => {
    await held;
    await route.continue();
  });
  await recordProgress(page);

  await group.locator('input[type="file"]').setInputFiles({
    name: "storefront.png",
    mimeType: "image/png",
    buffer: await testImage("png", 1600, 1000),
  });
  await expectShown(group.getByRole("status").filter({ hasText: /^Uploading\.\.\.$/ }));
  await expectShown(group.getByRole("progressbar", { name: "Image upload progress" }));
  await attributeMatches(page, '[role="progressbar"][aria-label="Image upload progress"]', "aria-valuenow", /^\d+$/);
  await expectShown(group.getByRole("button", { name: "Upload image" }), undefined, "detached");
  await screenshot(page, "upload-in-progress");

  release();
  const preview = group.getByRole("img", { name: "Image preview" });
  await expectShown(preview);
  await expectShown(page.getByText("Image uploaded successfully"));
  const progress = await page.evaluate(() => (window as unknown as { __progress: number[] }).__progress);
  expect(progress.at(-1)).toBe(100);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  await page.waitForFunction(() => {
    const img = document.querySelector('img[alt="Image preview"]') as HTMLImageElement | null;
    return Boolean(img?.complete && img.naturalWidth === 400);
  });

  await computedStyleIs(page, ".upload-actions", "opacity", "0");
  await group.locator(".upload-actions").hover(); // the overlay covers the image; hovering it hovers the preview
  await computedStyleIs(page, ".upload-actions", "opacity", "1");
  await screenshot(page, "upload-preview-hover");

  // Saved, the upload is the business's image: the public page serves it through its WebP srcset.
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectShown(page.getByText("Business Saved!"));
  const publicPage = await openPage(browser, `/directory/${businessId}`);
  await attributeMatches(
    publicPage,
    'img[alt="Editor Test Bakery"]',
    "srcset",
    /\/w400\.webp 400w, .*\/w800\.webp 800w, .*\/w1600\.webp 1600w$/,
  );
  await publicPage.waitForFunction(() => {
    const img = document.querySelector('img[alt="Editor Test Bakery"]') as HTMLImageElement | null;
    return Boolean(img?.complete && img.naturalWidth > 0 && /\/w\d+\.webp$/.test(img.currentSrc));
  });
  await closePage(publicPage);

  await group.getByRole("button", { name: "Delete" }).click();
  await expectShown(group.getByRole("button", { name: "Upload image" }));
  await closePage(page);
});

test("a broken preview shows a placeholder", async () => {
  await setBusiness({ image: `/objects/uploads/${"x".repeat(32)}` });
  const page = await openEditScreen();
  await expectShown(
    imageGroup(page).getByRole("img", { name: "Image could not be shown" }),
    "the placeholder for a preview that fails to load",
  );
  await closePage(page);
});

test("files that are not images or too large, and failed uploads, get the toasts of docs/product.md#uploads", async () => {
  await setBusiness({ image: "" });
  const page = await openEditScreen();
  const input = imageGroup(page).locator('input[type="file"]');
  const expectToast = async (title: string, message: string) => {
    await expectShown(page.getByText(title, { exact: true }));
    await expectShown(page.getByText(message, { exact: true }));
  };

  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: TEXT_FILE });
  await expectToast("Invalid file type", "Please select an image file");
  await screenshot(page, "upload-wrong-type-toast");

  await input.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expectToast("File too large", "Please select an image smaller than 5MB");

  // A text file renamed .png passes the browser's check; the server reads its bytes and refuses it.
  await input.setInputFiles({ name: "renamed.png", mimeType: "image/png", buffer: TEXT_FILE });
  await expectToast("Invalid file type", "Please select an image file");
  await expectShown(imageGroup(page).getByRole("button", { name: "Upload image" }));

  // The upload itself failing (here: the network drops the PUT) is 'Upload failed' (docs/product.md#uploads).
  await page.route("**/api/uploads/*", (route) => route.abort());
  await input.setInputFiles({ name: "ok.png", mimeType: "image/png", buffer: await testImage("png", 40, 30) });
  await expectToast("Upload failed", "There was an error uploading your image. Please try again.");
  await expectShown(imageGroup(page).getByRole("button", { name: "Upload image" }));
  await closePage(page);
});
