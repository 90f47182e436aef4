import { fillBody, prepareTemplate } from "./template";

const SHELL =
  '<!doctype html><html><head><title>x</title><script type="module" src="/assets/index.js"></script></head>' +
  '<body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>';

describe("fillBody", () => {
  it("puts styles in the head, the markup in the root and the state after it, without the shell's noscript", () => {
    const { after } = prepareTemplate(SHELL);
    const html = fillBody(after, { html: "<p>page</p>", styles: "<style>a{}</style>", state: "<script>s</script>" });
    expect(html).toContain("<style>a{}</style></head>");
    expect(html).toContain('<div id="root"><p>page</p></div><script>s</script></body>');
    expect(html).not.toContain("noscript");
  });

  it("names the page's scripts on the root for the boot script, and asks for none in the head", () => {
    const { after } = prepareTemplate(SHELL);
    const html = fillBody(after, { html: "", styles: "", state: "", preloads: ["/assets/a.js", "/assets/b&c.js"] });
    expect(html).toContain('<div id="root" data-modules="/assets/a.js /assets/b&amp;c.js"></div>');
    expect(html).not.toContain("modulepreload");
  });

  it("marks a root the boot script hydrates at once", () => {
    const { after } = prepareTemplate(SHELL);
    expect(fillBody(after, { html: "", styles: "", state: "", hydrateAtOnce: true })).toContain(
      '<div id="root" data-hydrate="at-once"></div>',
    );
  });

  it("copies page text literally, even replacement patterns", () => {
    const { after } = prepareTemplate(SHELL);
    const html = fillBody(after, { html: "<p>$& $' $`</p>", styles: "", state: "" });
    expect(html).toContain("<p>$& $' $`</p>");
  });
});
