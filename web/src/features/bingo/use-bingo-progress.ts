/**
 * The visitor's marks and selfies for the card's squares. The first render has none, like the server's, so the
 * page hydrates cleanly; what this phone saved is loaded right after mount.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { readMarks, writeMarks } from "./marks-store";
import { clearPhotos, deletePhoto, loadPhotos, savePhoto } from "./photo-store";
import { shrinkPhoto } from "./shrink-photo";

export interface BingoProgress {
  /** False until this phone's saved marks and selfies have been read. */
  loaded: boolean;
  marked: ReadonlySet<string>;
  /** Square id → object URL of its selfie. */
  photos: ReadonlyMap<string, string>;
  /** Returns the new set of marked ids. */
  toggle: (id: string) => ReadonlySet<string>;
  /** Saves the selfie on this phone and marks the square; returns the new set of marked ids. */
  attachPhoto: (id: string, photo: Blob) => Promise<ReadonlySet<string>>;
  removePhoto: (id: string) => Promise<void>;
  reset: () => Promise<void>;
}

export function useBingoProgress(squareIds: readonly string[]): BingoProgress {
  const idsKey = JSON.stringify(squareIds);
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set());
  const [photos, setPhotos] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [loaded, setLoaded] = useState(false);
  const markedRef = useRef(marked);
  const photosRef = useRef(photos);

  const updateMarked = useCallback((next: ReadonlySet<string>) => {
    markedRef.current = next;
    setMarked(next);
    writeMarks(next);
    return next;
  }, []);

  const updatePhotos = useCallback((change: (current: Map<string, string>) => void) => {
    const next = new Map(photosRef.current);
    change(next);
    photosRef.current = next;
    setPhotos(next);
  }, []);

  useEffect(() => {
    const ids: string[] = JSON.parse(idsKey);
    const saved = new Set(readMarks().filter((id) => ids.includes(id)));
    markedRef.current = saved;
    setMarked(saved);
    let active = true;
    loadPhotos(ids)
      .then((found) => {
        if (!active) return;
        updatePhotos((current) => {
          for (const [id, blob] of found) if (!current.has(id)) current.set(id, URL.createObjectURL(blob));
        });
      })
      .catch(() => {
        // No IndexedDB (some private modes): the card works without saved selfies.
      })
      .finally(() => {
        if (active) setLoaded(true);
      });
    return () => {
      active = false;
    };
  }, [idsKey, updatePhotos]);

  useEffect(() => () => photosRef.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const toggle = useCallback(
    (id: string) => {
      const next = new Set(markedRef.current);
      if (!next.delete(id)) next.add(id);
      return updateMarked(next);
    },
    [updateMarked],
  );

  const attachPhoto = useCallback(
    async (id: string, photo: Blob) => {
      const small = await shrinkPhoto(photo);
      await savePhoto(id, small);
      updatePhotos((current) => {
        const old = current.get(id);
        if (old) URL.revokeObjectURL(old);
        current.set(id, URL.createObjectURL(small));
      });
      return updateMarked(new Set(markedRef.current).add(id));
    },
    [updateMarked, updatePhotos],
  );

  const removePhoto = useCallback(
    async (id: string) => {
      await deletePhoto(id);
      updatePhotos((current) => {
        const old = current.get(id);
        if (old) URL.revokeObjectURL(old);
        current.delete(id);
      });
    },
    [updatePhotos],
  );

  const reset = useCallback(async () => {
    updateMarked(new Set());
    updatePhotos((current) => {
      current.forEach((url) => URL.revokeObjectURL(url));
      current.clear();
    });
    await clearPhotos().catch(() => undefined);
  }, [updateMarked, updatePhotos]);

  return { loaded, marked, photos, toggle, attachPhoto, removePhoto, reset };
}
