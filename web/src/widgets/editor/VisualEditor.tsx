import Box from "@mui/material/Box";
import type { EditorState } from "draft-js";
import { useRef, useState } from "react";
import { Editor } from "react-draft-wysiwyg";
import "react-draft-wysiwyg/dist/react-draft-wysiwyg.css";
import type { UploadCalls } from "../uploads";
import { renderImageBlock } from "./ImageBlock";
import { applyLink, insertImage, linkAtSelection, removeLink, type LinkAtSelection } from "./editor-commands";
import { InsertImageDialog } from "./InsertImageDialog";
import { LinkDialog } from "./LinkDialog";
import { ImageButton, LinkButton } from "./toolbar-buttons";
import { TOOLBAR } from "./toolbar";
import { useAccessibleToolbar } from "./use-accessible-toolbar";

export const EDITOR_MIN_HEIGHT = 300; // docs/product.md#editor

export function VisualEditor(props: {
  editorState: EditorState;
  onChange(state: EditorState): void;
  label: string;
  uploadCalls: UploadCalls;
  invalid: boolean;
  readOnly?: boolean;
}) {
  const root = useRef<HTMLDivElement>(null);
  const used = useRef(false);
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  const [existingLink, setExistingLink] = useState<LinkAtSelection | null>(null);
  useAccessibleToolbar(root);
  // A dialog's change is applied once it has closed: focus returning to the toolbar makes the library
  // report its previous state, which would otherwise overwrite the change.
  const pending = useRef<EditorState | null>(null);
  const close = () => setDialog(null);
  const apply = (next: EditorState) => {
    pending.current = next;
    close();
  };
  const onClosed = () => {
    if (pending.current) props.onChange(pending.current);
    pending.current = null;
  };

  return (
    <Box
      ref={root}
      sx={{
        "& .rdw-editor-wrapper": {
          border: 1,
          borderColor: props.invalid ? "error.main" : "divider",
          borderRadius: 1,
        },
        "& .rdw-editor-toolbar": { border: 0, borderBottom: 1, borderColor: "divider", mb: 0 },
        "& .rdw-option-wrapper:focus-visible": { outline: "2px solid", outlineColor: "primary.main" },
        "& .rdw-editor-main": { minHeight: EDITOR_MIN_HEIGHT, px: 2, cursor: "text" },
        "& .rdw-editor-main img": { maxWidth: "100%" },
      }}
    >
      <Editor
        editorState={props.editorState}
        onEditorStateChange={props.onChange}
        onFocus={() => {
          used.current = true;
        }}
        toolbar={TOOLBAR}
        toolbarCustomButtons={[
          <LinkButton
            key="link"
            onOpen={() => {
              setExistingLink(linkAtSelection(props.editorState));
              setDialog("link");
            }}
          />,
          <ImageButton key="image" onOpen={() => setDialog("image")} />,
        ]}
        customBlockRenderFunc={renderImageBlock}
        ariaLabel={props.label}
        readOnly={props.readOnly}
        spellCheck
        stripPastedStyles={false}
      />
      <LinkDialog
        open={dialog === "link"}
        existing={existingLink}
        onClose={close}
        onClosed={onClosed}
        onApply={(url, newTab) => apply(applyLink(props.editorState, url, newTab))}
        onRemove={() => apply(removeLink(props.editorState))}
      />
      <InsertImageDialog
        open={dialog === "image"}
        uploadCalls={props.uploadCalls}
        onClose={close}
        onClosed={onClosed}
        onInsert={(image) => apply(insertImage(props.editorState, image, used.current))}
      />
    </Box>
  );
}
