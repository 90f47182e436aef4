/** How an image shows inside the editor: with the same size and alignment it will have on the page. */
import type { ContentBlock, ContentState } from "draft-js";
import type { CSSProperties } from "react";
import { imageStyleEntries, toImageData } from "./image-entity";

const camel = (property: string) => property.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

function ImageBlock({ block, contentState }: { block: ContentBlock; contentState: ContentState }) {
  const key = block.getEntityAt(0);
  const entity = key ? contentState.getEntity(key) : null;
  if (!entity || entity.getType() !== "IMAGE") return null;
  const data = toImageData(entity.getData() as Record<string, unknown>);
  const style = Object.fromEntries(imageStyleEntries(data).map(([p, v]) => [camel(p), v])) as CSSProperties;
  return <img src={data.src} alt={data.alt} style={style} />;
}

/** react-draft-wysiwyg's customBlockRenderFunc: image blocks (the only atomic blocks we make) are ours. */
export function renderImageBlock(block: ContentBlock) {
  return block.getType() === "atomic" ? { component: ImageBlock, editable: false } : undefined;
}
