/** @jest-environment jsdom */
import { sanitizeDiffForRender } from "../../../widgets/editor";
import { htmlDiff as fullDiff } from "./html-diff";

/** The rendered view alone. */
const htmlDiff = (before: string, after: string) => fullDiff(before, after).html;

describe("the description diff (one rendered view, insertions and deletions marked)", () => {
  it("marks a replaced word as removed then added, and keeps the markup around it", () => {
    expect(htmlDiff("<p>Old <strong>menu</strong></p>", "<p>New <strong>menu</strong></p>")).toBe(
      "<p><del>Old</del> <ins>New</ins> <strong>menu</strong></p>",
    );
  });

  it("keeps the proposed structure: a new paragraph's text is marked inside it, a removed one's text struck out", () => {
    expect(htmlDiff("<p>Pie.</p>", "<p>Pie.</p><p>Now serving breakfast all day.</p>")).toBe(
      "<p>Pie.</p><p><ins>Now serving breakfast all day.</ins></p>",
    );
    expect(htmlDiff("<p>Pie.</p><h2>Gone soon</h2>", "<p>Pie.</p>")).toBe("<p>Pie.</p><del>Gone soon</del>");
  });

  it("leaves whitespace around a change outside the marks, and an unchanged text unmarked", () => {
    expect(htmlDiff("<p>Open daily.</p>", "<p>Open daily. Closed Mondays.</p>")).toBe(
      "<p>Open daily. <ins>Closed Mondays.</ins></p>",
    );
    expect(htmlDiff("<p>Same</p>", "<p>Same</p>")).toBe("<p>Same</p>");
    expect(htmlDiff("<p>Pie</p>", "<p>Pie&nbsp;&nbsp;cake</p>")).toBe("<p>Pie&nbsp;&nbsp;<ins>cake</ins></p>");
  });

  it("shows the editor's underline (<ins>) as <u>, so every <ins> in the view is an insertion", () => {
    expect(htmlDiff("<p><ins>Fresh</ins> pie</p>", "<p><ins>Fresh</ins> pie and coffee</p>")).toBe(
      "<p><u>Fresh</u> pie <ins>and coffee</ins></p>",
    );
  });

  it("treats an image as one word: added or removed whole, its address shown", () => {
    expect(htmlDiff('<p>A<img src="/images/a.svg" alt="a"></p>', "<p>A</p>")).toBe(
      '<p>A<del><img src="/images/a.svg" alt="a"></del> <del>image from <code>/images/a.svg</code></del></p>',
    );
  });

  it("is sanitised again before it is shown: the marks and addresses stay, anything outside the allowlist goes", () => {
    const shown = sanitizeDiffForRender(
      htmlDiff('<p>Hi <a href="/x">there</a></p>', '<p>Hello <img src="x" onerror="alert(1)"><script>x()</script></p>'),
    );
    // The image with a foreign src is gone too; its address is only text.
    expect(shown).toBe(
      "<p><del>Hi there</del> <del>link to <code>/x</code></del><ins>Hello </ins> <ins>image from <code>x</code></ins></p>",
    );
    expect(shown).not.toMatch(/onerror|<script|alert/);
  });
});

describe("link and image addresses (a changed target must show: one approval publishes it)", () => {
  it("shows a link whose address alone changed, with the old and the new address", () => {
    const diff = fullDiff(
      '<p>See <a href="https://bcmenu.example/menu">our menu</a>.</p>',
      '<p>See <a href="https://phish.example/menu">our menu</a>.</p>',
    );
    expect(diff.html).toBe(
      '<p>See <a href="https://phish.example/menu">our menu</a> <del>link to <code>https://bcmenu.example/menu</code>' +
        "</del> <ins>link to <code>https://phish.example/menu</code></ins>.</p>",
    );
    expect(diff.markup).toEqual([]);
  });

  it("shows existing words wrapped in a new link, with its address", () => {
    const diff = fullDiff("<p>Order online today</p>", '<p><a href="https://phish.example">Order online</a> today</p>');
    expect(diff.html).toBe(
      '<p><a href="https://phish.example">Order online</a> <ins>link to <code>https://phish.example</code></ins> today</p>',
    );
    expect(diff.markup).toEqual([]);
  });

  it("shows a link taken off words that stay, and a new link on new words", () => {
    expect(htmlDiff('<p><a href="/menu">Menu</a> here</p>', "<p>Menu here</p>")).toBe(
      "<p>Menu  <del>link to <code>/menu</code></del> here</p>",
    );
    expect(htmlDiff("<p>Pie</p>", '<p>Pie <a href="tel:7025550100">Call</a></p>')).toBe(
      '<p>Pie <a href="tel:7025550100"><ins>Call</ins></a> <ins>link to <code>tel:7025550100</code></ins></p>',
    );
  });

  it("shows an image whose address changed, with the old and the new address", () => {
    expect(
      htmlDiff(
        '<p>Shop<img src="/objects/uploads/a1" alt="Shop"></p>',
        '<p>Shop<img src="/objects/uploads/b2" alt="Shop"></p>',
      ),
    ).toBe(
      '<p>Shop<del><img src="/objects/uploads/a1" alt="Shop"></del><ins><img src="/objects/uploads/b2" alt="Shop"></ins>' +
        " <del>image from <code>/objects/uploads/a1</code></del> <ins>image from <code>/objects/uploads/b2</code></ins></p>",
    );
  });

  it("writes an address as text: decoded once, escaped again, never markup", () => {
    const shown = sanitizeDiffForRender(
      htmlDiff(
        "<p>Menu</p>",
        '<p><a href="https://e.example/?a=1&amp;b=&lt;img src=x onerror=alert(1)&gt;">Menu</a></p>',
      ),
    );
    const note = new DOMParser().parseFromString(shown, "text/html").querySelector("ins code");
    expect(note?.textContent).toBe("https://e.example/?a=1&b=<img src=x onerror=alert(1)>");
    expect(note?.children).toHaveLength(0);
  });
});

describe("markup changes the words don't show", () => {
  it("lists formatting added to words that stay (bold), with where it is", () => {
    expect(fullDiff("<p>Pie and cake</p>", "<p>Pie and <strong>cake</strong></p>")).toEqual({
      html: "<p>Pie and <strong>cake</strong></p>",
      markup: ["Added <strong> before “cake”"],
    });
  });

  it("lists a paragraph split, a block changed to a heading, a link's other attributes and a link stretched", () => {
    expect(fullDiff("<p>Pie. Cake.</p>", "<p>Pie.</p><p>Cake.</p>").markup).toEqual([
      "Added </p> after “Pie.”",
      "Added <p> before “Cake.”",
    ]);
    expect(fullDiff("<p>Pie</p>", "<h2>Pie</h2>").markup).toEqual([
      "Removed <p> before “Pie”",
      "Added <h2> before “Pie”",
    ]);
    expect(fullDiff('<p><a href="/x">Menu</a></p>', '<p><a href="/x" target="_blank">Menu</a></p>').markup).toEqual([
      'Changed <a href="/x"> to <a href="/x" target="_blank"> before “Menu”',
    ]);
    expect(fullDiff('<p><a href="/x">Menu</a> here</p>', '<p><a href="/x">Menu here</a></p>').markup).toEqual([
      "Removed </a> after “Menu”",
      "Added </a> after “here”",
    ]);
  });

  it("lists nothing when new markup only holds new words (they show as added)", () => {
    expect(fullDiff("<p>Pie</p>", "<p>Pie</p><h2>New <em>hours</em></h2>").markup).toEqual([]);
  });

  it("says so when only spacing or character codes differ, and lists at most twelve changes", () => {
    expect(fullDiff("<p>a&nbsp;b</p>", "<p>a b</p>").markup).toEqual(["Spacing or character codes changed"]);
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`);
    const markup = fullDiff(
      `<p>${words.join(" ")}</p>`,
      `<p>${words.map((w) => `<em>${w}</em>`).join(" ")}</p>`,
    ).markup;
    expect(markup).toHaveLength(12);
    expect(markup.at(-1)).toBe("…and 9 more");
  });

  it("shows no change at all for the same HTML", () => {
    const html = '<p>Same <strong>menu</strong> <a href="/m">here</a><img src="/images/a.svg" alt="a"></p>';
    expect(fullDiff(html, html)).toEqual({ html, markup: [] });
  });
});
