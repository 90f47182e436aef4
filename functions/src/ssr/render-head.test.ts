import { parse } from "node-html-parser";
import { businessMeta, pageMeta, siteMeta } from "@main-street/domain/seo";
import { businessFixture } from "@main-street/domain/test-fixtures/business";
import { jsonForScript, renderHead } from "./render-head";
import { prepareTemplate } from "./template";

const ORIGIN = "https://bouldercitymainstreet.example";

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Old title</title>
    <meta name="description" content="old" />
    <meta property="og:title" content="old" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const hostile = businessFixture("quote-shop", {
  name: `"Quotes" & <Brackets> </script>`,
  excerpt: `Say "hi" & <b>bye</b>`,
  createdAt: "2026-01-15T17:00:00.000Z",
  updatedAt: "2026-01-15T17:00:00.000Z",
});

function page(head: string) {
  const { before, after } = prepareTemplate(SHELL);
  return parse(before + head + after);
}

describe("prepareTemplate", () => {
  it("drops the shell's own title and meta, keeping everything else in place", () => {
    const { before, after } = prepareTemplate(SHELL);
    expect(before + after).not.toMatch(/Old title|content="old"/);
    expect(before).toContain('<meta charset="UTF-8"');
    expect(after).toContain('src="/assets/index-abc.js"');
    expect(after).toContain('<div id="root"></div>');
  });
});

describe("renderHead", () => {
  it("writes one title and every shared tag, marked for react-helmet-async", () => {
    const root = page(renderHead({ meta: siteMeta("Home", "/"), jsonLd: [] }, ORIGIN));
    expect(root.querySelectorAll("title")).toHaveLength(1);
    expect(root.querySelector("title")?.text).toBe("Home | Boulder City Main Street");
    expect(root.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${ORIGIN}/`);
    expect(root.querySelector('meta[property="og:image"]')?.getAttribute("content")).toBe(
      `${ORIGIN}/images/og-default.png`,
    );
    for (const el of root.querySelectorAll("head meta[name], head meta[property], head link[rel=canonical]")) {
      expect(el.getAttribute("data-rh")).toBe("true");
    }
  });

  it("escapes text so it cannot break out of attributes, the title or a script", () => {
    const meta = businessMeta(hostile);
    const html = renderHead({ meta, jsonLd: [{ name: hostile.name }] }, ORIGIN);
    expect(html).not.toContain("</script><");
    const root = page(html);
    expect(root.querySelector("title")?.text).toBe(`${hostile.name} | Boulder City Main Street`);
    expect(root.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(`Say "hi" & <b>bye</b>`);
    const script = root.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.text ?? "")).toEqual({ name: hostile.name });
  });

  it("adds noindex to not-found pages", () => {
    const meta = pageMeta("404 Page Not Found", "The page you're looking for doesn't exist.", "/404");
    const root = page(renderHead({ meta, jsonLd: [], noindex: true }, ORIGIN));
    expect(root.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });
});

describe("jsonForScript", () => {
  it("escapes <, > and & as \\u sequences that JSON still reads back", () => {
    const text = jsonForScript({ a: "</script>&\u2028" });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ a: "</script>&\u2028" });
  });
});
