import AddAPhotoIcon from "@mui/icons-material/AddAPhoto";
import DeleteIcon from "@mui/icons-material/Delete";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import type { BingoSquare } from "@main-street/domain/bingo";
import { useRef, type ChangeEvent } from "react";
import { visuallyHidden } from "../../components/visually-hidden";
import { Button } from "../../components/Button";

export interface SquareDetailsProps {
  /** The square last tapped or focused; null before any, or for the free centre. */
  square: BingoSquare | null;
  marked: boolean;
  photo: string | undefined;
  busy: boolean;
  onPhoto: (square: BingoSquare, photo: File) => void;
  onRemovePhoto: (square: BingoSquare) => void;
}

/** The chosen square's hint, and its selfie: taken with the phone's front camera and kept on the phone. */
export function SquareDetails({ square, marked, photo, busy, onPhoto, onRemovePhoto }: SquareDetailsProps) {
  const input = useRef<HTMLInputElement>(null);
  if (!square) {
    return (
      <Card sx={{ p: 2.5 }}>
        <Typography>
          Tap a square once you have your selfie there. Choose a square to see a hint or add the photo to your card.
        </Typography>
      </Card>
    );
  }
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onPhoto(square, file);
  };
  return (
    <Card component="section" aria-labelledby="bingo-square-title" sx={{ p: 2.5, display: "grid", gap: 1.5 }}>
      <Typography id="bingo-square-title" variant="h4" component="h3">
        {square.title}
      </Typography>
      <Typography color="text.secondary">{marked ? "Found: marked on your card." : "Not marked yet."}</Typography>
      {square.hint && <Typography>{square.hint}</Typography>}
      {square.image && (
        <Box component="img" src={square.image} alt="" loading="lazy" sx={{ maxWidth: 240, borderRadius: 1 }} />
      )}
      {photo && (
        <Box
          component="img"
          src={photo}
          alt={`Your selfie at ${square.title}`}
          sx={{ width: 160, height: 160, objectFit: "cover", borderRadius: 1 }}
        />
      )}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<AddAPhotoIcon />}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {photo ? "Retake selfie" : "Add a selfie"}
        </Button>
        {photo && (
          <Button startIcon={<DeleteIcon />} disabled={busy} onClick={() => onRemovePhoto(square)}>
            Remove selfie
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Selfies stay on this phone: they are never uploaded.
      </Typography>
      <Box
        component="input"
        ref={input}
        type="file"
        accept="image/*"
        capture="user"
        tabIndex={-1}
        aria-hidden
        onChange={onChange}
        sx={visuallyHidden}
      />
    </Card>
  );
}
