/** @jest-environment jsdom */
import { inertnessProblems, type ParsedElement } from "../../../scripts/test/fixtures/inertness";
import { sanitizeRichText } from "./sanitize";
import { XSS_CORPUS } from "../../../scripts/test/fixtures/xss-corpus";

// jest-environment-jsdom's DOM (importing jsdom itself fails under jest: its encoding sniffer is ESM-only), typed
// here only as far as the check needs, since the function's code must not see the DOM typings.
declare const DOMParser: new () => { parseFromString(html: string, type: string): { body: ParsedElement } };
const parse = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");

describe("sanitizeRichText against the OWASP XSS filter-evasion vectors", () => {
  it.each(XSS_CORPUS.map((v) => [v.name, v.html]))("%s comes out inert", (_name, html) => {
    const clean = sanitizeRichText(html);
    expect(inertnessProblems(clean, parse)).toEqual([]);
    // Sanitising again changes nothing: what is stored is already in its final form.
    expect(sanitizeRichText(clean)).toBe(clean);
  });
});

describe("sanitizeRichText keeps what the editor produces", () => {
  it("keeps text formatting, headings, lists, quotes and code", () => {
    const html = [
      "<p>Plain <strong>bold</strong> <em>italic</em> <u>underline</u> <ins>underline</ins></p>",
      "<h1>One</h1>",
      "<h2>Two</h2>",
      "<h3>Three</h3>",
      "<ul><li>a</li></ul>",
      "<ol><li>b</li></ol>",
      "<blockquote>quote</blockquote>",
      "<pre>code<br />line</pre>",
    ].join("\n");
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("keeps text alignment on blocks and drops other styles", () => {
    expect(sanitizeRichText('<p style="text-align:center;color:red">x</p>')).toBe('<p style="text-align:center">x</p>');
    expect(sanitizeRichText('<h2 style="text-align: right;">x</h2>')).toBe('<h2 style="text-align:right">x</h2>');
  });

  it("keeps image size and alignment, and the allowed image sources", () => {
    const img =
      '<img src="/objects/uploads/abc" alt="Main Street" style="width:800px;max-width:100%;height:auto;float:right;margin:0 0 1em 1em" />';
    expect(sanitizeRichText(img)).toBe(img);
    const centred = '<img src="https://example.com/a.jpg" alt="" style="display:block;width:100%;margin:0 auto" />';
    expect(sanitizeRichText(centred)).toBe(centred);
    expect(sanitizeRichText('<img src="/images/seed/diner.svg" alt="Diner" />')).toBe(
      '<img src="/images/seed/diner.svg" alt="Diner" />',
    );
  });

  it("drops images from anywhere else", () => {
    expect(sanitizeRichText('<p>a<img src="/api/admin/users" />b</p>')).toBe("<p>ab</p>");
    expect(sanitizeRichText('<img src="file:///etc/passwd" />')).toBe("");
  });

  it("keeps safe links and forces rel on new-tab links", () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@example.com" target="_top">m</a>')).toBe(
      '<a href="mailto:info@example.com">m</a>',
    );
    expect(sanitizeRichText('<a href="tel:+17025550100" rel="opener">t</a>')).toBe('<a href="tel:+17025550100">t</a>');
    expect(sanitizeRichText('<a href="/directory" target="_self">d</a>')).toBe(
      '<a href="/directory" target="_self">d</a>',
    );
  });

  it("turns unknown markup into its text", () => {
    expect(sanitizeRichText('<span style="color:red">red</span> <font>old</font>')).toBe("red old");
  });
});

describe("the inertness check itself", () => {
  it("flags every payload before sanitising (so a pass above means something)", () => {
    const missed = XSS_CORPUS.filter((v) => inertnessProblems(v.html, parse).length === 0).map((v) => v.name);
    expect(missed).toEqual([]);
  });
});
