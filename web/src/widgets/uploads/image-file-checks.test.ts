import { checkImageFile, failureToast } from "./image-file-checks";

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], "f", { type });
const MB = 1024 * 1024;

describe("the browser's checks before an upload", () => {
  it("accepts any image type up to the limit", () => {
    expect(checkImageFile(file("image/png", 5 * MB))).toBeNull();
    expect(checkImageFile(file("image/heic", 1000))).toBeNull();
    expect(checkImageFile(file("image/jpeg", 10 * MB), 10)).toBeNull();
  });

  it("refuses other types with 'Invalid file type'", () => {
    expect(checkImageFile(file("text/plain", 10))).toEqual({
      title: "Invalid file type",
      message: "Please select an image file",
      variant: "error",
    });
    expect(checkImageFile(file("", 10))?.title).toBe("Invalid file type");
  });

  it("refuses more than the limit with 'File too large' naming the limit", () => {
    expect(checkImageFile(file("image/png", 5 * MB + 1))).toEqual({
      title: "File too large",
      message: "Please select an image smaller than 5MB",
      variant: "error",
    });
    expect(checkImageFile(file("image/png", 10 * MB + 1), 10)?.message).toBe(
      "Please select an image smaller than 10MB",
    );
  });

  it("maps the server's refusals to the same toasts, and anything else to 'Upload failed'", () => {
    expect(failureToast(415, 5).title).toBe("Invalid file type");
    expect(failureToast(413, 10).message).toBe("Please select an image smaller than 10MB");
    expect(failureToast(500, 5)).toEqual({
      title: "Upload failed",
      message: "There was an error uploading your image. Please try again.",
      variant: "error",
    });
    expect(failureToast(0, 5).title).toBe("Upload failed");
  });
});
