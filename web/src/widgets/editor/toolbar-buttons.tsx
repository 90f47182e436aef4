/**
 * Our own toolbar buttons (link, image). They only open their dialogs: the dialogs live outside
 * react-draft-wysiwyg, whose wrapper would otherwise receive (and act on) events bubbling out of them.
 */
import ImageIcon from "@mui/icons-material/Image";
import LinkIcon from "@mui/icons-material/Link";
import IconButton from "@mui/material/IconButton";
import type { EditorState } from "draft-js";
import { linkAtSelection } from "./editor-commands";

/** react-draft-wysiwyg passes the current editorState to custom toolbar buttons. */
interface ToolbarButtonProps {
  editorState?: EditorState;
  onOpen(): void;
}

export function LinkButton({ editorState, onOpen }: ToolbarButtonProps) {
  const active = editorState ? linkAtSelection(editorState) !== null : false;
  return (
    <IconButton size="small" aria-label="Link" title="Link" aria-pressed={active} onClick={onOpen}>
      <LinkIcon fontSize="small" />
    </IconButton>
  );
}

export function ImageButton({ onOpen }: ToolbarButtonProps) {
  return (
    <IconButton size="small" aria-label="Insert image" title="Insert image" onClick={onOpen}>
      <ImageIcon fontSize="small" />
    </IconButton>
  );
}
