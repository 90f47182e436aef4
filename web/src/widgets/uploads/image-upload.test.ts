/** @jest-environment jsdom */
import { act, createElement as h } from "react";
import { createRoot, type Root } from "react-dom/client";
import { ImageUpload } from "./ImageUpload";

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.body.appendChild(document.createElement("div"));
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const preview = () => container.querySelector<HTMLImageElement>('img[alt="Image preview"]');
const placeholder = () => container.querySelector('[role="img"][aria-label="Image could not be shown"]');
// React's test environment: act() runs every render and effect before it returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function show(value: string) {
  act(() => root.render(h(ImageUpload, { value, onChange: () => undefined })));
}

function fail(img: HTMLImageElement) {
  act(() => void img.dispatchEvent(new Event("error")));
}

describe("ImageUpload's preview", () => {
  it("shows the placeholder when the image fails", () => {
    show("/images/missing.jpg");
    fail(preview()!);
    expect(preview()).toBeNull();
    expect(placeholder()).not.toBeNull();
  });

  it("gives a new value its own try, and keeps the placeholder for the value that failed", () => {
    show("/images/missing.jpg");
    fail(preview()!);
    expect(placeholder()).not.toBeNull();

    show("/images/storefront.jpg");
    expect(preview()?.getAttribute("src")).toBe("/images/storefront.jpg");

    show("/images/missing.jpg");
    expect(placeholder()).not.toBeNull();
  });
});
