/** @jest-environment jsdom */
import { EditorState, SelectionState } from "draft-js";
import { applyLink, insertImage, linkAtSelection, normaliseLinkUrl, removeLink } from "./editor-commands";
import { editorStateToHtml, htmlToEditorState } from "./html-conversion";

function selectText(state: EditorState, text: string): EditorState {
  const block = state
    .getCurrentContent()
    .getBlocksAsArray()
    .find((b) => b.getText().includes(text))!;
  const start = block.getText().indexOf(text);
  const selection = SelectionState.createEmpty(block.getKey()).merge({
    anchorOffset: start,
    focusOffset: start + text.length,
  }) as SelectionState;
  return EditorState.forceSelection(state, selection);
}

describe("editor commands", () => {
  it("links the selected text, reads the link back, and removes it from the cursor position", () => {
    const linked = applyLink(
      selectText(htmlToEditorState("<p>See the map here</p>"), "the map"),
      "https://example.com",
      true,
    );
    expect(editorStateToHtml(linked)).toBe('<p>See <a href="https://example.com" target="_blank">the map</a> here</p>');
    const cursorInLink = EditorState.forceSelection(
      linked,
      linked.getSelection().merge({ anchorOffset: 6, focusOffset: 6 }) as SelectionState,
    );
    expect(linkAtSelection(cursorInLink)).toEqual({ url: "https://example.com", newTab: true });
    expect(editorStateToHtml(removeLink(cursorInLink))).toBe("<p>See the map here</p>");
  });

  it("inserts the address as the link text when nothing is selected", () => {
    const state = EditorState.moveSelectionToEnd(htmlToEditorState("<p>Call </p>"));
    expect(editorStateToHtml(applyLink(state, "tel:+17025550100", false))).toBe(
      '<p>Call <a href="tel:+17025550100" target="_self">tel:+17025550100</a></p>',
    );
  });

  it("appends an image in its own block, with its size and alignment", () => {
    const state = htmlToEditorState("<p>First</p><p>Last</p>");
    const html = editorStateToHtml(
      insertImage(
        state,
        { src: "/objects/uploads/abc/w1600.webp", alt: "Loaves", width: "800px", height: "", alignment: "right" },
        false,
      ),
    );
    expect(html).toBe(
      '<p>First</p>\n<p>Last</p>\n<img src="/objects/uploads/abc/w1600.webp" alt="Loaves" style="width:800px;max-width:100%;height:auto;float:right;margin:0 0 1em 1em" />',
    );
  });

  it("accepts web, mail and phone addresses, adding https:// to a bare domain", () => {
    expect(normaliseLinkUrl("example.com/menu")).toBe("https://example.com/menu");
    expect(normaliseLinkUrl("mailto:info@example.com")).toBe("mailto:info@example.com");
    expect(normaliseLinkUrl("/directory")).toBe("/directory");
    expect(normaliseLinkUrl("javascript:alert(1)")).toBeNull();
    expect(normaliseLinkUrl("//evil.example")).toBeNull();
  });
});
