/**
 * Phone photos are several megabytes; 24 of them would strain the phone's storage quota. A JPEG of at most 1600 px
 * is plenty for the card and a keepsake, and re-encoding drops the photo's metadata (GPS position included).
 * Where the browser can't decode it, the original is kept.
 */
const MAX_SIDE = 1600;

export async function shrinkPhoto(photo: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== "function") return photo;
  try {
    const bitmap = await createImageBitmap(photo);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext("2d");
    if (!context) return photo;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b ?? photo), "image/jpeg", 0.85));
  } catch {
    return photo;
  }
}
