import { responsiveImage, uploadedImageId } from "./images";

const id = "k".repeat(32);

describe("responsiveImage", () => {
  it("gives uploaded images a WebP srcset and sizes", () => {
    expect(responsiveImage(`/objects/uploads/${id}`, "detail")).toEqual({
      src: `/objects/uploads/${id}/w800.webp`,
      srcSet: `/objects/uploads/${id}/w400.webp 400w, /objects/uploads/${id}/w800.webp 800w, /objects/uploads/${id}/w1600.webp 1600w`,
      sizes: expect.stringContaining("100vw"),
    });
  });

  it("uses seed images, external URLs and empty values as they are", () => {
    expect(responsiveImage("/images/seed/diner.svg")).toEqual({ src: "/images/seed/diner.svg" });
    expect(responsiveImage("https://example.com/a.jpg")).toEqual({ src: "https://example.com/a.jpg" });
    expect(responsiveImage("")).toEqual({ src: "" });
    expect(responsiveImage(undefined)).toEqual({ src: "" });
    expect(uploadedImageId(`/objects/uploads/${id}/w800.webp`)).toBeNull();
  });
});
