/**
 * Whether the image at `src` failed to load, with the props for its <img> that find out. The state is the source
 * that failed, not a flag reset by an effect, so a new source gets its own try and no effect undoes an error that
 * came before it ran.
 */
import { startTransition, useEffect, useRef, useState } from "react";

export function useImageFailure(src: string) {
  const [failedSrc, setFailedSrc] = useState<string>();
  // A transition: a failure can be found while parts of the page are still hydrating, where an urgent update would
  // make React drop their server HTML and render them again.
  const fail = () => startTransition(() => setFailedSrc(src));
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A server-rendered image can fail before the app hydrates, when no onError listens yet. A finished image
    // with no width is either broken or an SVG without a size; decode() tells them apart.
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) img.decode().catch(() => startTransition(() => setFailedSrc(src)));
  }, [src]);
  return { failed: failedSrc === src, imageProps: { ref, onError: fail } };
}
