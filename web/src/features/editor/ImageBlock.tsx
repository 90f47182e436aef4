/** How an image shows inside the editor: with the same size and alignment it will have on the page. */
import type { ContentBlock, ContentState } from "draft-js";
import type { CSSProperties } from "react";
import { imageStyleEntries, toImageData } from "./image-entity";

const camel = (property: string) => property.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

export function ImageBlock({ block, contentState }: { block: ContentBlock; contentState: ContentState }) {
  const key = block.getEntityAt(0);
  if (!key) return null;
  const data = toImageData(contentState.getEntity(key).getData() as Record<string, unknown>);
  const style = Object.fromEntries(imageStyleEntries(data).map(([p, v]) => [camel(p), v])) as CSSProperties;
  return <img src={data.src} alt={data.alt} style={style} />;
}

/** react-draft-wysiwyg's customBlockRenderFunc: our renderer for image blocks, its own for the rest. */
export function renderImageBlock(
  block: ContentBlock,
  _config: unknown,
  getEditorState: () => { getCurrentContent(): ContentState },
) {
  if (block.getType() !== "atomic") return undefined;
  const key = block.getEntityAt(0);
  if (!key || getEditorState().getCurrentContent().getEntity(key).getType() !== "IMAGE") return undefined;
  return { component: ImageBlock, editable: false };
}
