import CloudUploadIcon from "@mui/icons-material/CloudUpload";
import DeleteIcon from "@mui/icons-material/Delete";
import ImageNotSupportedIcon from "@mui/icons-material/ImageNotSupported";
import SwapHorizIcon from "@mui/icons-material/SwapHoriz";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { imageVariantPath, uploadedImageId } from "@main-street/domain/images";
import { DEFAULT_UPLOAD_MAX_MB } from "@main-street/domain/uploads";
import { useId, useRef, type ChangeEvent } from "react";
import { useImageFailure } from "../../lib/use-image-failure";
import type { UploadCalls } from "./upload-image";
import { useImageUpload } from "./use-image-upload";

export interface ImageUploadProps {
  value: string;
  onChange(value: string): void;
  label?: string;
  /** docs/product.md#uploads */
  maxSizeMB?: number;
  /** The Add dialogs use the /api/admin calls, the edit screens the /api/objects ones. */
  calls?: UploadCalls;
  disabled?: boolean;
  helperText?: string;
}

const previewSrc = (value: string) => (uploadedImageId(value) ? imageVariantPath(value, 400) : value);

export function ImageUpload({
  value,
  onChange,
  label = "Image",
  maxSizeMB = DEFAULT_UPLOAD_MAX_MB,
  calls = "objects",
  disabled = false,
  helperText,
}: ImageUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { uploading, progress, upload } = useImageUpload(calls, maxSizeMB);
  const src = previewSrc(value);
  const preview = useImageFailure(src);
  const busy = uploading || disabled;

  const choose = () => input.current?.click();
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again still fires change
    if (!file) return;
    const objectPath = await upload(file);
    if (objectPath) onChange(objectPath);
  };

  return (
    <Box role="group" aria-labelledby={`${id}-label`} data-testid="image-upload">
      <FormLabel id={`${id}-label`} sx={{ display: "block", mb: 1, fontWeight: 600 }}>
        {label}
      </FormLabel>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/*"
        hidden
        aria-label={`${label}: choose an image file`}
        disabled={busy}
        onChange={onFile}
      />
      {uploading ? (
        <Box sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: 3 }}>
          <Typography role="status" sx={{ mb: 1 }}>
            Uploading...
          </Typography>
          <LinearProgress variant="determinate" value={progress} aria-label={`${label} upload progress`} />
        </Box>
      ) : value ? (
        <UploadedPreview
          src={src}
          label={label}
          broken={preview.failed}
          imageProps={preview.imageProps}
          disabled={busy}
          onReplace={choose}
          onDelete={() => onChange("")}
        />
      ) : (
        <Box
          sx={{
            border: "2px dashed",
            borderColor: "divider",
            borderRadius: 2,
            p: 3,
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            gap: 1,
            textAlign: "center",
          }}
        >
          <Button variant="outlined" startIcon={<CloudUploadIcon />} onClick={choose} disabled={busy}>
            Upload image
          </Button>
          <Typography variant="body2" color="text.secondary">
            One image, up to {maxSizeMB} MB
          </Typography>
        </Box>
      )}
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </Box>
  );
}

function UploadedPreview(props: {
  src: string;
  label: string;
  broken: boolean;
  imageProps: ReturnType<typeof useImageFailure>["imageProps"];
  disabled: boolean;
  onReplace(): void;
  onDelete(): void;
}) {
  return (
    <Box
      sx={{
        position: "relative",
        borderRadius: 2,
        overflow: "hidden",
        border: 1,
        borderColor: "divider",
        height: 220,
        bgcolor: "grey.100",
        // Replace and Delete show on hover or keyboard focus; always on touch screens.
        "& .upload-actions": { opacity: 0, transition: "opacity .15s" },
        "&:hover .upload-actions, &:focus-within .upload-actions": { opacity: 1 },
        "@media (hover: none)": { "& .upload-actions": { opacity: 1 } },
      }}
    >
      {props.broken ? (
        <Box
          role="img"
          aria-label={`${props.label} could not be shown`}
          sx={{ height: "100%", display: "grid", placeItems: "center", color: "text.secondary" }}
        >
          <ImageNotSupportedIcon sx={{ fontSize: 56 }} />
        </Box>
      ) : (
        <Box
          component="img"
          {...props.imageProps}
          src={props.src}
          alt={`${props.label} preview`}
          sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
        />
      )}
      <Box
        className="upload-actions"
        sx={{
          position: "absolute",
          inset: 0,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          gap: 1,
          bgcolor: "rgba(0,0,0,0.45)",
        }}
      >
        <Button variant="contained" startIcon={<SwapHorizIcon />} onClick={props.onReplace} disabled={props.disabled}>
          Replace
        </Button>
        <Button
          variant="contained"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={props.onDelete}
          disabled={props.disabled}
        >
          Delete
        </Button>
      </Box>
    </Box>
  );
}
