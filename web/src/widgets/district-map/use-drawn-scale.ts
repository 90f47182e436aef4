import { useEffect, useState, type RefObject } from "react";

/**
 * How large the map is drawn: its width on screen over the canvas width. `null` on the server and the first render (so
 * hydration matches; draw at 1 meanwhile), then the real scale, kept up to date as the map resizes.
 */
export function useDrawnScale(svg: RefObject<SVGSVGElement | null>, canvasWidth: number): number | null {
  const [scale, setScale] = useState<number | null>(null);
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      if (width > 0) setScale(width / canvasWidth);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [svg, canvasWidth]);
  return scale;
}
