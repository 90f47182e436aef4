/** react-draft-wysiwyg's toolbar, limited to docs/product.md#editor; link and image are our own controls. */
export const TOOLBAR = {
  options: ["inline", "blockType", "textAlign", "list"],
  inline: {
    options: ["bold", "italic", "underline"],
    bold: { title: "Bold (Ctrl+B)" },
    italic: { title: "Italic (Ctrl+I)" },
    underline: { title: "Underline (Ctrl+U)" },
  },
  blockType: { inDropdown: false, options: ["Normal", "H1", "H2", "H3", "Blockquote", "Code"] },
  textAlign: {
    options: ["left", "center", "right"],
    left: { title: "Align left" },
    center: { title: "Align center" },
    right: { title: "Align right" },
  },
  list: {
    options: ["unordered", "ordered"],
    unordered: { title: "Bulleted list" },
    ordered: { title: "Numbered list" },
  },
};

/** Names for the block-type buttons, which the library labels only with short visible text. */
export const BLOCK_TYPE_NAMES: Record<string, string> = {
  Normal: "Normal text",
  H1: "Heading 1",
  H2: "Heading 2",
  H3: "Heading 3",
  Blockquote: "Quote",
  Code: "Code block",
};
