/** @jest-environment jsdom */
import { sanitizeDiffForRender } from "../../../widgets/editor";
import { htmlDiff } from "./html-diff";

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

  it("treats an image as one word: added or removed whole", () => {
    expect(htmlDiff('<p>A<img src="/images/a.svg" alt="a"></p>', "<p>A</p>")).toBe(
      '<p>A<del><img src="/images/a.svg" alt="a"></del></p>',
    );
  });

  it("is sanitised again before it is shown: <del> and <ins> stay, anything outside the allowlist goes", () => {
    const shown = sanitizeDiffForRender(
      htmlDiff('<p>Hi <a href="/x">there</a></p>', '<p>Hello <img src="x" onerror="alert(1)"><script>x()</script></p>'),
    );
    expect(shown).toBe("<p><del>Hi there</del><ins>Hello </ins></p>"); // the image with a foreign src is gone too
    expect(shown).not.toMatch(/onerror|<script|alert/);
  });
});
