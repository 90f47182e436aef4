/** @jest-environment jsdom */
import { fireEvent, render } from "@testing-library/react";
import { createElement as h } from "react";
import { CoverImage } from "./CoverImage";

const cover = (src: string) => h(CoverImage, { src, alt: "Blue Plate Diner", icon: h("svg") });

describe("CoverImage", () => {
  it("shows the panel for the source that failed, and gives a new source its own try", () => {
    const { container, rerender, queryByAltText } = render(cover("/images/missing.jpg"));
    fireEvent.error(queryByAltText("Blue Plate Diner")!);
    expect(queryByAltText("Blue Plate Diner")).toBeNull();
    expect(container.querySelector('[aria-hidden="true"] > svg')).not.toBeNull();

    rerender(cover("/images/storefront.jpg"));
    expect(queryByAltText("Blue Plate Diner")?.getAttribute("src")).toBe("/images/storefront.jpg");

    rerender(cover("/images/missing.jpg"));
    expect(queryByAltText("Blue Plate Diner")).toBeNull();
  });

  it("shows the panel when there is no image", () => {
    const { container, queryByAltText } = render(cover(""));
    expect(queryByAltText("Blue Plate Diner")).toBeNull();
    expect(container.querySelector('[aria-hidden="true"] > svg')).not.toBeNull();
  });
});
