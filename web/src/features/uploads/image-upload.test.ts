/** @jest-environment jsdom */
import { createElement as h } from "react";
import { createRoot, type Root } from "react-dom/client";
import { ImageUpload } from "./ImageUpload";

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.body.appendChild(document.createElement("div"));
  root = createRoot(container);
});
afterEach(() => {
  root.unmount();
  container.remove();
});

const preview = () => container.querySelector<HTMLImageElement>('img[alt="Image preview"]');
const placeholder = () => container.querySelector('[role="img"][aria-label="Image could not be shown"]');
/** Long enough for every render and effect the browser would run after a paint. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 250));

function show(value: string) {
  root.render(h(ImageUpload, { value, onChange: () => undefined }));
}

describe("ImageUpload's preview", () => {
  // Not wrapped in act(): a local image can fail before the first paint, when no effect has run yet.
  it("shows the placeholder when the image fails before the first paint", async () => {
    show("/images/missing.jpg");
    await Promise.resolve(); // the first render commits
    preview()!.dispatchEvent(new Event("error"));
    await settled();
    expect(preview()).toBeNull();
    expect(placeholder()).not.toBeNull();
  });

  it("gives a new value its own try, and keeps the placeholder for the value that failed", async () => {
    show("/images/missing.jpg");
    await settled();
    preview()!.dispatchEvent(new Event("error"));
    await settled();
    expect(placeholder()).not.toBeNull();

    show("/images/storefront.jpg");
    await settled();
    expect(preview()?.getAttribute("src")).toBe("/images/storefront.jpg");

    show("/images/missing.jpg");
    await settled();
    expect(placeholder()).not.toBeNull();
  });
});
