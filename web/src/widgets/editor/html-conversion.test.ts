/** @jest-environment jsdom */
import { editorStateToHtml, htmlToEditorState, isEmptyHtml } from "./html-conversion";
import { IMAGE_SIZES, imageHtml, type ImageAlignment } from "./image-entity";

const roundTrip = (html: string) => editorStateToHtml(htmlToEditorState(html));

/** An uploaded image at its defaults (auto size, centred), with the given changes. */
const image = (changes: Partial<Parameters<typeof imageHtml>[0]>) =>
  imageHtml({ src: "/objects/uploads/abc", alt: "", width: "", height: "", alignment: "center", ...changes });

/** Each toolbar feature as the editor writes it: it must come back unchanged and survive the server's sanitiser. */
const CANONICAL: [string, string][] = [
  ["bold", "<p>Some <strong>bold</strong> text</p>"],
  ["italic", "<p>Some <em>italic</em> text</p>"],
  ["underline", "<p>Some <u>underlined</u> text</p>"],
  ["bold italic underline together", "<p><strong><em><u>all three</u></em></strong></p>"],
  ["heading 1", "<h1>Heading one</h1>"],
  ["heading 2", "<h2>Heading two</h2>"],
  ["heading 3", "<h3>Heading three</h3>"],
  ["align left", '<p style="text-align:left;">Left</p>'],
  ["align center", '<p style="text-align:center;">Centred</p>'],
  ["align right", '<h2 style="text-align:right;">Right heading</h2>'],
  ["bullet list", "<ul>\n<li>One</li>\n<li>Two</li>\n</ul>"],
  ["numbered list", "<ol>\n<li>First</li>\n<li>Second</li>\n</ol>"],
  ["quote", "<blockquote>Built for the dam workers</blockquote>"],
  ["code block", "<pre>npm start<br>npm test</pre>"],
  ["link", '<p>See <a href="https://example.com/a?b=1&amp;c=2" target="_self">the map</a></p>'],
  ["link in a new tab", '<p><a href="https://example.com" target="_blank">Tickets</a></p>'],
  [
    "mail and phone links",
    '<p><a href="mailto:info@example.com" target="_self">mail</a> <a href="tel:+17025550100" target="_self">call</a></p>',
  ],
  ["escaped text", "<p>Fish &amp; chips &lt;today&gt;</p>"],
];

describe("HTML → editor state → HTML", () => {
  it.each(CANONICAL)("keeps %s", (_feature, html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it("keeps a whole document with every feature, in order", () => {
    const html = CANONICAL.map(([, h]) => h).join("\n");
    expect(roundTrip(html)).toBe(html);
  });

  const presetCases = IMAGE_SIZES.filter((s) => s.id !== "custom").flatMap((size) =>
    (["left", "center", "right"] as const).map((alignment) => [size.label, alignment, size.width] as const),
  );
  it.each(presetCases)("keeps an image sized %s aligned %s", (_label, alignment: ImageAlignment, width) => {
    const img = image({ alt: "Main Street", width, alignment });
    const html = `<p>Before</p>\n${img}\n<p>After</p>`;
    expect(roundTrip(html)).toBe(html);
  });

  it("keeps a custom width and height, and an empty custom size falls back to auto", () => {
    const custom = image({ src: "https://example.com/a.jpg", width: "50%", height: "240px", alignment: "left" });
    expect(custom).toContain("width:50%;max-width:100%;height:240px;float:left");
    expect(roundTrip(custom)).toBe(custom);
    const auto = image({ alt: "x" });
    expect(auto).toBe(
      '<img src="/objects/uploads/abc" alt="x" style="max-width:100%;height:auto;display:block;margin:0 auto" />',
    );
    expect(roundTrip(auto)).toBe(auto);
  });

  it("escapes image and link attributes", () => {
    const img = image({ alt: 'A "quoted" <alt>', width: "300px", alignment: "right" });
    expect(img).toContain('alt="A &quot;quoted&quot; &lt;alt&gt;"');
    expect(roundTrip(img)).toBe(img);
    expect(roundTrip('<ul><li><a href="https://x.com/?q=&quot;x">l</a></li></ul><p>after</p>')).toBe(
      '<ul>\n<li><a href="https://x.com/?q=&quot;x" target="_self">l</a></li>\n</ul>\n<p>after</p>',
    );
  });
});

describe("HTML written elsewhere", () => {
  it("understands <b>, <i>, <u>, <pre><code> and paragraphs inside quotes", () => {
    expect(roundTrip("<p><b>b</b> <i>i</i> <u>u</u></p>")).toBe("<p><strong>b</strong> <em>i</em> <u>u</u></p>");
    expect(roundTrip("<pre><code>x = 1</code></pre>")).toBe("<pre>x = 1</pre>");
    expect(roundTrip("<blockquote><p>one</p><p>two</p></blockquote>")).toBe("<blockquote>one<br>two</blockquote>");
  });

  it("puts images in their own block and keeps the seed data's centred, sized images", () => {
    const seed =
      '<p style="text-align:center"><img src="/images/seed/diner.svg" alt="Diner" style="width:500px;max-width:100%" /></p>';
    expect(roundTrip(seed)).toBe(
      '<img src="/images/seed/diner.svg" alt="Diner" style="width:500px;max-width:100%;height:auto;display:block;margin:0 auto" />',
    );
    expect(roundTrip('<img src="/a.png" style="float:right;width:300px"><p>text</p>')).toBe(
      '<img src="/a.png" alt="" style="width:300px;max-width:100%;height:auto;float:right;margin:0 0 1em 1em" />\n<p>text</p>',
    );
    expect(roundTrip('<p>x <img src="/a.png" width="200"> y</p>')).toBe(
      '<p>x&nbsp;</p>\n<img src="/a.png" alt="" style="width:200px;max-width:100%;height:auto;display:block;margin:0 auto" />\n<p>y</p>',
    );
  });

  it("treats markup without text or images as empty", () => {
    expect(roundTrip("")).toBe("");
    expect(roundTrip("<p></p><p> </p>")).toBe("");
    expect(isEmptyHtml("<p>&nbsp;</p>")).toBe(true);
    expect(isEmptyHtml('<img src="/a.png" />')).toBe(false);
  });
});
