import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { imageVariantPath } from "@main-street/domain/images";
import { isAllowedImageSrc } from "@main-street/domain/rich-text";
import { LARGE_UPLOAD_MAX_MB } from "@main-street/domain/uploads";
import { useState } from "react";
import { ImageUpload, type UploadCalls } from "../uploads";
import {
  DEFAULT_IMAGE_ALIGNMENT,
  DEFAULT_IMAGE_SIZE,
  IMAGE_SIZES,
  normaliseLength,
  type ImageAlignment,
  type ImageData,
  type ImageSizeId,
} from "./image-entity";

interface DialogState {
  source: "upload" | "url";
  uploaded: string;
  url: string;
  alt: string;
  size: ImageSizeId;
  customWidth: string;
  customHeight: string;
  alignment: ImageAlignment;
}

const BLANK: DialogState = {
  source: "upload",
  uploaded: "",
  url: "",
  alt: "",
  size: DEFAULT_IMAGE_SIZE,
  customWidth: "",
  customHeight: "",
  alignment: DEFAULT_IMAGE_ALIGNMENT,
};

export function InsertImageDialog(props: {
  open: boolean;
  onClose(): void;
  /** After the closing transition, once focus has settled. */
  onClosed(): void;
  onInsert(image: ImageData): void;
  uploadCalls: UploadCalls;
}) {
  const [state, setState] = useState<DialogState>(BLANK);
  const set = (patch: Partial<DialogState>) => setState((s) => ({ ...s, ...patch }));
  const url = state.url.trim();
  const urlError = url !== "" && !isAllowedImageSrc(url);
  // An upload is shown through its 1600 px WebP variant: sharp enough for any size, a fraction of the original.
  const uploaded = state.uploaded ? imageVariantPath(state.uploaded, 1600) : "";
  const src = state.source === "upload" ? uploaded : urlError ? "" : url;

  const insert = () => {
    if (!src) return;
    const preset = IMAGE_SIZES.find((s) => s.id === state.size)!;
    const custom = state.size === "custom";
    props.onInsert({
      src,
      alt: state.alt.trim(),
      width: custom ? normaliseLength(state.customWidth) : preset.width,
      height: custom ? normaliseLength(state.customHeight) : "",
      alignment: state.alignment,
    });
    setState(BLANK);
  };

  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      slotProps={{ transition: { onExited: props.onClosed } }}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle>Insert Image</DialogTitle>
      <DialogContent>
        <Tabs value={state.source} onChange={(_e, source: DialogState["source"]) => set({ source })} sx={{ mb: 2 }}>
          <Tab label="Upload" value="upload" />
          <Tab label="URL" value="url" />
        </Tabs>
        <Stack spacing={2}>
          {state.source === "upload" ? (
            <ImageUpload
              label="Image file"
              value={state.uploaded}
              onChange={(uploaded) => set({ uploaded })}
              maxSizeMB={LARGE_UPLOAD_MAX_MB}
              calls={props.uploadCalls}
            />
          ) : (
            <TextField
              label="Image URL"
              placeholder="https://"
              value={state.url}
              onChange={(e) => set({ url: e.target.value })}
              error={urlError}
              helperText={urlError ? "Enter an image address starting with https://" : " "}
            />
          )}
          <TextField
            label="Alt text"
            value={state.alt}
            onChange={(e) => set({ alt: e.target.value })}
            helperText="Describes the image for people who can't see it"
          />
          <TextField
            select
            label="Size"
            value={state.size}
            onChange={(e) => set({ size: e.target.value as ImageSizeId })}
          >
            {IMAGE_SIZES.map((size) => (
              <MenuItem key={size.id} value={size.id}>
                {size.label}
              </MenuItem>
            ))}
          </TextField>
          {state.size === "custom" && (
            <Stack direction="row" spacing={2}>
              <TextField
                label="Width"
                placeholder="auto"
                value={state.customWidth}
                onChange={(e) => set({ customWidth: e.target.value })}
                helperText="e.g. 600px or 50%"
              />
              <TextField
                label="Height"
                placeholder="auto"
                value={state.customHeight}
                onChange={(e) => set({ customHeight: e.target.value })}
                helperText="Empty means auto"
              />
            </Stack>
          )}
          <div>
            <FormLabel id="insert-image-alignment" sx={{ display: "block", mb: 1 }}>
              Alignment
            </FormLabel>
            <ToggleButtonGroup
              exclusive
              aria-labelledby="insert-image-alignment"
              value={state.alignment}
              onChange={(_e, alignment: ImageAlignment | null) => alignment && set({ alignment })}
            >
              <ToggleButton value="left">Left</ToggleButton>
              <ToggleButton value="center">Center</ToggleButton>
              <ToggleButton value="right">Right</ToggleButton>
            </ToggleButtonGroup>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" onClick={insert} disabled={!src}>
          Insert Image
        </Button>
      </DialogActions>
    </Dialog>
  );
}
