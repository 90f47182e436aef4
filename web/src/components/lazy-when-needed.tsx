/**
 * A part of a server-rendered page whose code loads only when the visitor needs it: when it comes near the
 * viewport, or they touch, focus or type in it (docs/decisions/0027). Until then the server's HTML stays as
 * it is; a visitor can read it and even type, and the typed values are adopted once the code runs
 * (components/form/adopt-typed-values). The server renders it in full, and a page reached by a link inside the
 * app loads it at once. While its code loads, the part is marked `aria-busy`: assistive technology, and the
 * browser tests' checks, then wait for the part as it will be (a form's send button turns from disabled to live).
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from "react";
import { isHydrating } from "../lib/hydration";
import { keepTypedText } from "./form/adopt-typed-values";
import { RestoreTypedText } from "./form/restore-typed-text";

/** Far enough ahead that a scrolling visitor meets a ready form. */
const NEAR_VIEWPORT = "600px";
const INTERACTIONS = ["pointerdown", "focusin", "input"] as const;

export function lazyWhenNeeded(load: () => Promise<ComponentType>) {
  let markNeeded!: () => void;
  const needed = new Promise<void>((resolve) => {
    markNeeded = resolve;
  });
  if (typeof window === "undefined") markNeeded();
  const Part = lazy(() => needed.then(load).then((component) => ({ default: keepingTypedText(component) })));

  return function WhenNeeded() {
    const region = useRef<HTMLDivElement>(null);
    const tookOver = useRef(false);
    const [loading, setLoading] = useState(false);
    if (!isHydrating()) markNeeded();
    useEffect(() => {
      const element = region.current;
      if (!element) return;
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && markNeeded(), {
        rootMargin: NEAR_VIEWPORT,
      });
      observer.observe(element);
      for (const type of INTERACTIONS) element.addEventListener(type, markNeeded);
      let mounted = true;
      const stop = () => {
        observer.disconnect();
        for (const type of INTERACTIONS) element.removeEventListener(type, markNeeded);
      };
      void needed.then(() => {
        stop();
        // A part whose code was already in renders at once, before this runs.
        if (mounted && !tookOver.current) setLoading(true);
      });
      return () => {
        mounted = false;
        stop();
      };
    }, []);
    const takeOver = useCallback(() => {
      tookOver.current = true;
      setLoading(false);
    }, []);
    return (
      <div ref={region} aria-busy={loading || undefined}>
        <Suspense fallback={null}>
          <Part region={region} onTakeOver={takeOver} />
        </Suspense>
      </div>
    );
  };
}

/** The typed text the part's HTML holds survives its hydration (see keepTypedText). */
function keepingTypedText(Component: ComponentType) {
  return function KeepingTypedText({
    region,
    onTakeOver,
  }: {
    region: RefObject<HTMLDivElement | null>;
    onTakeOver: () => void;
  }) {
    // Read while rendering, just before Preact takes over the HTML; put back before any effect runs.
    const [restore] = useState(() => keepTypedText(region.current));
    useLayoutEffect(restore, [restore]);
    // After the part's own layout effects (a send button turning live), in the same commit.
    useLayoutEffect(onTakeOver, [onTakeOver]);
    return (
      <RestoreTypedText.Provider value={restore}>
        <Component />
      </RestoreTypedText.Provider>
    );
  };
}
