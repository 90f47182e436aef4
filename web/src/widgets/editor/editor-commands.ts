/** Editing commands behind our own toolbar controls (link, image). */
import { AtomicBlockUtils, EditorState, Modifier, RichUtils, type SelectionState } from "draft-js";
import type { ImageData } from "./image-entity";

export interface LinkAtSelection {
  url: string;
  newTab: boolean;
}

/** The link under the selection's start, if any. */
export function linkAtSelection(state: EditorState): LinkAtSelection | null {
  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  const key = block?.getEntityAt(selection.getStartOffset());
  if (!key) return null;
  const entity = content.getEntity(key);
  if (entity.getType() !== "LINK") return null;
  const data = entity.getData() as { url?: string; targetOption?: string };
  return { url: data.url ?? "", newTab: data.targetOption === "_blank" };
}

/** Links the selected text; with nothing selected, inserts the address itself as the link text. */
export function applyLink(state: EditorState, url: string, newTab: boolean): EditorState {
  const selection = state.getSelection();
  const content = state
    .getCurrentContent()
    .createEntity("LINK", "MUTABLE", { url, targetOption: newTab ? "_blank" : "_self" });
  const key = content.getLastCreatedEntityKey();
  if (selection.isCollapsed()) {
    const inserted = Modifier.insertText(content, selection, url, state.getCurrentInlineStyle(), key);
    return EditorState.push(state, inserted, "insert-characters");
  }
  return EditorState.push(state, Modifier.applyEntity(content, selection, key), "apply-entity");
}

/** Removes the link from the selection, or from the whole link the cursor is in. */
export function removeLink(state: EditorState): EditorState {
  const selection = state.getSelection();
  if (!selection.isCollapsed()) return RichUtils.toggleLink(state, selection, null);
  const block = state.getCurrentContent().getBlockForKey(selection.getStartKey());
  const key = block.getEntityAt(selection.getStartOffset());
  if (!key) return state;
  let range: SelectionState | null = null;
  block.findEntityRanges(
    (character) => character.getEntity() === key,
    (start, end) => {
      if (start <= selection.getStartOffset() && selection.getStartOffset() <= end) {
        range = selection.merge({ anchorOffset: start, focusOffset: end, isBackward: false }) as SelectionState;
      }
    },
  );
  return range ? RichUtils.toggleLink(state, range, null) : state;
}

/** Adds the image in its own block: at the cursor once the editor has been used, else at the end. */
export function insertImage(state: EditorState, data: ImageData, atCursor: boolean): EditorState {
  const content = state.getCurrentContent().createEntity("IMAGE", "MUTABLE", { ...data });
  const target = atCursor ? state : EditorState.moveSelectionToEnd(state);
  const withEntity = EditorState.set(target, { currentContent: content });
  return AtomicBlockUtils.insertAtomicBlock(withEntity, content.getLastCreatedEntityKey(), " ");
}

/** Web addresses may be typed without https://; mail and phone links keep their scheme. */
export function normaliseLinkUrl(input: string): string | null {
  const url = input.trim();
  if (!url) return null;
  if (/^(https?:\/\/|mailto:|tel:)\S+$/i.test(url) || /^\/(?!\/)\S*$/.test(url)) return url;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(url)) return `https://${url}`;
  return null;
}
