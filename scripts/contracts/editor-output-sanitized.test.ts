/** @jest-environment jsdom */
// The editor (web) and the server's sanitiser (functions) must agree: what the editor writes is stored unchanged.
import { sanitizeRichText } from "../../functions/src/html/sanitize";
import { editorStateToHtml, htmlToEditorState } from "../../web/src/widgets/editor/html-conversion";
import { imageHtml } from "../../web/src/widgets/editor/image-entity";

const roundTrip = (html: string) => editorStateToHtml(htmlToEditorState(html));

describe("editor output through the server sanitiser", () => {
  it("the editor's output passes the server sanitiser with size and alignment intact", () => {
    const img = imageHtml({ src: "/objects/uploads/abc", alt: "Shop", width: "800px", height: "", alignment: "right" });
    const html = roundTrip(`<h2 style="text-align:center">Title</h2><p><strong>Bold</strong></p>${img}`);
    expect(sanitizeRichText(html)).toBe(
      '<h2 style="text-align:center">Title</h2>\n<p><strong>Bold</strong></p>\n' +
        '<img src="/objects/uploads/abc" alt="Shop" style="width:800px;max-width:100%;height:auto;float:right;margin:0 0 1em 1em" />',
    );
  });
});
