/** HTML in and out. Load it through LazyDescriptionEditor, so draft-js never reaches the public pages. */
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import type { EditorState } from "draft-js";
import { useEffect, useId, useRef, useState } from "react";
import { RichText } from "../../components/RichText";
import { sanitizeForRender } from "./sanitize-html";
import type { UploadCalls } from "../uploads";
import { editorStateToHtml, htmlToEditorState, isEmptyHtml } from "./html-conversion";
import { EDITOR_MIN_HEIGHT, VisualEditor } from "./VisualEditor";

export interface DescriptionEditorProps {
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  label?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  /** Which upload calls the insert-image dialog uses (the Add dialogs: 'admin'; edit screens: 'objects'). */
  uploadCalls?: UploadCalls;
  /** While the form saves: read-only, toggles off. */
  disabled?: boolean;
}

type Mode = "visual" | "html";

export default function DescriptionEditor({
  value,
  onChange,
  onBlur,
  label = "Description",
  required = false,
  error = false,
  helperText,
  uploadCalls = "objects",
  disabled = false,
}: DescriptionEditorProps) {
  const id = useId();
  const [tab, setTab] = useState<"edit" | "preview">("edit");
  const [mode, setMode] = useState<Mode>("visual");
  const [editorState, setEditorState] = useState(() => htmlToEditorState(value));
  const [source, setSource] = useState(value);
  // The HTML we last reported: a different incoming value means the form changed it (load, reset).
  const emitted = useRef(value);

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setEditorState(htmlToEditorState(value));
    setSource(value);
  }, [value]);

  const emit = (html: string) => {
    emitted.current = html;
    onChange(html);
  };

  const onVisualChange = (next: EditorState) => {
    const contentChanged = next.getCurrentContent() !== editorState.getCurrentContent();
    setEditorState(next);
    if (contentChanged) emit(editorStateToHtml(next));
  };

  const switchMode = (next: Mode) => {
    if (next === mode) return;
    if (next === "html") {
      setSource(editorStateToHtml(editorState));
    } else {
      const parsed = htmlToEditorState(source);
      setEditorState(parsed);
      emit(editorStateToHtml(parsed));
    }
    setMode(next);
  };

  const labelId = `${id}-label`;
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && onBlur?.()}
    >
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
        <FormLabel id={labelId} required={required} error={error} sx={{ fontWeight: 600 }}>
          {label}
        </FormLabel>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_e, next: Mode | null) => next && switchMode(next)}
          aria-label="Editing mode"
          disabled={disabled || tab === "preview"}
        >
          <ToggleButton value="visual">Visual</ToggleButton>
          <ToggleButton value="html">HTML</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Tabs value={tab} onChange={(_e, next: "edit" | "preview") => setTab(next)} aria-label={`${label} view`}>
        <Tab label="Edit" value="edit" id={`${id}-tab-edit`} aria-controls={`${id}-panel-edit`} />
        <Tab label="Preview" value="preview" id={`${id}-tab-preview`} aria-controls={`${id}-panel-preview`} />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-edit`} aria-labelledby={`${id}-tab-edit`} hidden={tab !== "edit"} pt={1}>
        {mode === "visual" ? (
          <VisualEditor
            editorState={editorState}
            onChange={onVisualChange}
            label={label}
            uploadCalls={uploadCalls}
            invalid={error}
            readOnly={disabled}
          />
        ) : (
          <TextField
            label="HTML source"
            multiline
            fullWidth
            minRows={14}
            value={source}
            error={error}
            disabled={disabled}
            onChange={(e) => {
              setSource(e.target.value);
              emit(e.target.value);
            }}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: "monospace", fontSize: 14 } } }}
          />
        )}
      </Box>
      <Box
        role="tabpanel"
        id={`${id}-panel-preview`}
        aria-labelledby={`${id}-tab-preview`}
        hidden={tab !== "preview"}
        sx={{ minHeight: EDITOR_MIN_HEIGHT, border: 1, borderColor: "divider", borderRadius: 1, p: 2, mt: 1 }}
      >
        {tab === "preview" &&
          (isEmptyHtml(value) ? (
            <Typography color="text.secondary">No content to preview</Typography>
          ) : (
            <RichText html={sanitizeForRender(value)} />
          ))}
      </Box>
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
    </Box>
  );
}
