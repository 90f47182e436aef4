/** The visual (WYSIWYG) mode: react-draft-wysiwyg with SPEC 2's toolbar and our link and image controls. */
import Box from "@mui/material/Box";
import type { EditorState } from "draft-js";
import { useRef } from "react";
import { Editor } from "react-draft-wysiwyg";
import "react-draft-wysiwyg/dist/react-draft-wysiwyg.css";
import type { UploadCalls } from "../uploads/upload-image";
import { renderImageBlock } from "./ImageBlock";
import { InsertImageControl } from "./InsertImageControl";
import { LinkControl } from "./LinkControl";
import { TOOLBAR } from "./toolbar";
import { useAccessibleToolbar } from "./use-accessible-toolbar";

export const EDITOR_MIN_HEIGHT = 300; // SPEC 9

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
  useAccessibleToolbar(root);

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
          <LinkControl key="link" />,
          <InsertImageControl key="image" uploadCalls={props.uploadCalls} atCursor={() => used.current} />,
        ]}
        customBlockRenderFunc={renderImageBlock}
        ariaLabel={props.label}
        readOnly={props.readOnly}
        spellCheck
        stripPastedStyles={false}
      />
    </Box>
  );
}
