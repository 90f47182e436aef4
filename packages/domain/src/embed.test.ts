import { EMBED_HEIGHT_MESSAGE, embedSnippet } from "./embed";

const ORIGIN = "https://bouldercitymainstreet.example";

interface Frame {
  contentWindow: object;
  style: { height?: string };
}

/** Runs the snippet's script with a page of two frames; returns the frames and a way to post to the page. */
function pageWithSnippet(code: string) {
  const script = /<script>([\s\S]*)<\/script>/.exec(code)![1]!;
  let listener: (event: { origin: string; source: object; data: unknown }) => void = () => undefined;
  const frames: Frame[] = [
    { contentWindow: {}, style: {} },
    { contentWindow: {}, style: {} },
  ];
  const document = { querySelectorAll: (selector: string) => (selector === "iframe[data-bcms-events]" ? frames : []) };
  new Function("addEventListener", "document", script)(
    (type: string, handler: typeof listener) => type === "message" && (listener = handler),
    document,
  );
  return { frames, post: (event: Parameters<typeof listener>[0]) => listener(event) };
}

describe("embedSnippet", () => {
  const code = embedSnippet(`${ORIGIN}/`, { business: "rock-&-roll", category: "Live Music" }, 'Events at "R&R"');

  it("frames the embed page with its filters, encoded, under an escaped title", () => {
    expect(code).toContain(
      `<iframe data-bcms-events src="${ORIGIN}/embed/events?business=rock-%26-roll&amp;category=Live+Music"`,
    );
    expect(code).toContain('title="Events at &quot;R&amp;R&quot;"');
  });

  it("sizes the frame that sent the height message, from the site's origin only", () => {
    const { frames, post } = pageWithSnippet(code);
    const data = { type: EMBED_HEIGHT_MESSAGE, height: 412.4 };
    post({ origin: ORIGIN, source: frames[1]!.contentWindow, data });
    expect(frames.map((f) => f.style.height)).toEqual([undefined, "413px"]);

    post({ origin: "https://elsewhere.example", source: frames[0]!.contentWindow, data });
    post({ origin: ORIGIN, source: {}, data });
    post({ origin: ORIGIN, source: frames[0]!.contentWindow, data: { type: "other", height: 10 } });
    post({ origin: ORIGIN, source: frames[0]!.contentWindow, data: { type: EMBED_HEIGHT_MESSAGE, height: "-5" } });
    expect(frames[0]!.style.height).toBeUndefined();
  });
});
