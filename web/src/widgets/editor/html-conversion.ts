/**
 * HTML ⇄ draft-js, built on html-to-draftjs and draftjs-to-html, with the fixes this site needs:
 * <b>/<i>/<u> are understood, images keep size and alignment and always sit in their own (atomic) block,
 * link and image attributes are escaped, and underline is written as <u>.
 */
import { ContentState, EditorState, convertFromRaw, convertToRaw, genKey, type RawDraftContentBlock } from "draft-js";
import type { RawDraftContentState } from "draft-js";
import draftToHtml from "draftjs-to-html";
import htmlToDraft from "html-to-draftjs";
import { imageHtml, readImageElement, toImageData } from "./image-entity";

const RENAMED_TAGS: Record<string, string> = { B: "strong", I: "em", U: "ins" };

/** Rewrites markup html-to-draftjs would misread, in a detached document. */
function normaliseHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  for (const element of Array.from(doc.body.querySelectorAll("b, i, u"))) {
    const renamed = doc.createElement(RENAMED_TAGS[element.tagName]!);
    renamed.append(...Array.from(element.childNodes));
    element.replaceWith(renamed);
  }
  // <pre><code>…</code></pre> is a code block, not a code block with code style.
  for (const code of Array.from(doc.body.querySelectorAll("pre > code")))
    code.replaceWith(...Array.from(code.childNodes));
  // Paragraphs inside quotes and list items would split them into separate blocks.
  for (const p of Array.from(doc.body.querySelectorAll("blockquote > p, li > p"))) {
    if (p.nextElementSibling) p.after(doc.createElement("br"));
    p.replaceWith(...Array.from(p.childNodes));
  }
  return doc.body.innerHTML;
}

const emptyBlock = (text = ""): RawDraftContentBlock => ({
  key: genKey(),
  type: "unstyled",
  text,
  depth: 0,
  inlineStyleRanges: [],
  entityRanges: [],
  data: {},
});

const isImage = (raw: RawDraftContentState, key: number) => raw.entityMap[key]?.type === "IMAGE";

/** One atomic block per image; drops the empty blocks html-to-draftjs leaves around images. */
function normaliseBlocks(raw: RawDraftContentState): RawDraftContentState {
  const blocks: RawDraftContentBlock[] = [];
  for (const block of raw.blocks) {
    const images = block.entityRanges.filter((range) => isImage(raw, range.key));
    if (images.length === 0) {
      if (block.type === "atomic") {
        if (block.text.trim()) blocks.push({ ...block, type: "unstyled" });
      } else blocks.push(block);
      continue;
    }
    for (const image of images) {
      blocks.push({ ...emptyBlock(" "), type: "atomic", entityRanges: [{ offset: 0, length: 1, key: image.key }] });
    }
    const imageOffsets = new Set(images.map((range) => range.offset));
    const rest = Array.from(block.text)
      .filter((_char, index) => !imageOffsets.has(index))
      .join("")
      .trim();
    if (rest) blocks.push(emptyBlock(rest));
  }
  const isImageBlock = (b: RawDraftContentBlock | undefined) => b?.type === "atomic";
  const kept = blocks.filter((b, i) => !(b.type === "unstyled" && !b.text.trim() && isImageBlock(blocks[i + 1])));
  return { ...raw, blocks: kept.length ? kept : [emptyBlock()] };
}

function htmlToRaw(html: string): RawDraftContentState {
  if (!html.trim()) return convertToRaw(ContentState.createFromText(""));
  const parsed = htmlToDraft(normaliseHtml(html), (nodeName, node) =>
    nodeName === "img" ? { type: "IMAGE", mutability: "MUTABLE", data: readImageElement(node) } : undefined,
  );
  if (!parsed) return convertToRaw(ContentState.createFromText(""));
  const content = ContentState.createFromBlockArray(parsed.contentBlocks, parsed.entityMap);
  return normaliseBlocks(convertToRaw(content));
}

export function htmlToEditorState(html: string): EditorState {
  return EditorState.createWithContent(convertFromRaw(htmlToRaw(html)));
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * draftjs-to-html writes link attributes unescaped, and (a bug) ignores the custom transform in a list that
 * is followed by another block, so link data is escaped here, before it runs.
 */
function withEscapedLinks(raw: RawDraftContentState): RawDraftContentState {
  const entityMap: RawDraftContentState["entityMap"] = {};
  for (const [key, entity] of Object.entries(raw.entityMap)) {
    if (entity.type !== "LINK") {
      entityMap[key] = entity;
      continue;
    }
    const url = escapeAttribute(String(entity.data.url ?? ""));
    const targetOption = entity.data.targetOption === "_blank" ? "_blank" : "_self";
    entityMap[key] = { ...entity, data: { ...entity.data, url, targetOption } };
  }
  return { ...raw, entityMap };
}

function rawToHtml(raw: RawDraftContentState): string {
  const html = draftToHtml(withEscapedLinks(raw), undefined, false, (entity, text) => {
    if (entity.type === "IMAGE") return imageHtml(toImageData(entity.data as Record<string, unknown>));
    if (entity.type === "LINK") {
      const { url, targetOption } = entity.data as { url: string; targetOption: string };
      return `<a href="${url}" target="${targetOption}">${text}</a>`;
    }
    return undefined;
  });
  const tidy = html
    .replace(/<(\/?)ins>/g, "<$1u>")
    .replace(/ dir = "auto"/g, "")
    .replace(/(<p><\/p>\s*)+$/, "")
    .trim();
  return isEmptyHtml(tidy) ? "" : tidy;
}

export function editorStateToHtml(state: EditorState): string {
  return rawToHtml(convertToRaw(state.getCurrentContent()));
}

/** No text and no image: what the preview calls 'No content to preview'. */
export function isEmptyHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim() === ""
  );
}
