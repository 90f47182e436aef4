/** @jest-environment jsdom */
import { inertnessProblems } from "../../../../scripts/test/fixtures/inertness";
import { XSS_CORPUS } from "../../../../scripts/test/fixtures/xss-corpus";
import { sanitizeForRender } from "./sanitize-html";

const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");

describe("sanitizeForRender against the OWASP XSS filter-evasion vectors", () => {
  it.each(XSS_CORPUS.map((v) => [v.name, v.html]))("%s comes out inert", (_name, html) => {
    expect(inertnessProblems(sanitizeForRender(html), parse)).toEqual([]);
  });
});

describe("sanitizeForRender keeps what the editor produces", () => {
  it("keeps formatting, alignment, links and images with size and alignment", () => {
    const html =
      '<h2 style="text-align:center">Title</h2><p><strong>b</strong> <em>i</em> <u>u</u></p>' +
      "<ul><li>a</li></ul><blockquote>q</blockquote><pre>c</pre>" +
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a></p>' +
      '<img src="/objects/uploads/abc" alt="Shop" style="width:800px;max-width:100%;height:auto;float:right;margin:0 0 1em 1em">';
    expect(sanitizeForRender(html)).toBe(html);
  });

  it("drops disallowed styles, image sources and link targets", () => {
    expect(sanitizeForRender('<p style="color:red;text-align:right">x</p>')).toBe('<p style="text-align:right">x</p>');
    expect(sanitizeForRender('<p>a<img src="/api/x">b</p>')).toBe("<p>ab</p>");
    expect(sanitizeForRender('<a href="/directory" target="_top" rel="opener">d</a>')).toBe(
      '<a href="/directory">d</a>',
    );
  });
});
