/**
 * Selfies stay on the phone: IndexedDB (through idb-keyval), never uploaded. Stored as bytes and a type rather than
 * as a Blob, which older iOS Safari can't keep in IndexedDB.
 */
import { clear, createStore, del, getMany, set, type UseStore } from "idb-keyval";

interface StoredPhoto {
  type: string;
  bytes: ArrayBuffer;
}

let store: UseStore | undefined;
const photos = () => (store ??= createStore("bcms-bingo", "photos"));

function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

export async function savePhoto(squareId: string, photo: Blob): Promise<void> {
  const stored: StoredPhoto = { type: photo.type, bytes: await bytesOf(photo) };
  await set(squareId, stored, photos());
}

export async function loadPhotos(squareIds: string[]): Promise<Map<string, Blob>> {
  const found = await getMany<StoredPhoto | undefined>(squareIds, photos());
  const result = new Map<string, Blob>();
  found.forEach((stored, i) => {
    if (stored) result.set(squareIds[i]!, new Blob([stored.bytes], { type: stored.type }));
  });
  return result;
}

export function deletePhoto(squareId: string): Promise<void> {
  return del(squareId, photos());
}

export function clearPhotos(): Promise<void> {
  return clear(photos());
}
