/**
 * The staff and owner screens' hours (docs/product.md#hours): text to read into the grid, the week grid, and the
 * hours note. A listing without structured hours says so and shows no grid, so its hours never look like a closed
 * week; an older listing's hours written as text are in its note, and one button reads them.
 */
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { LIMITS } from "@main-street/domain/limits";
import { useState } from "react";
import { HoursEditor } from "./HoursEditor";
import { HoursFromText } from "./HoursFromText";
import { closedWeek, type WeekGrid } from "./week-grid";

export interface HoursFieldProps {
  /** null: no structured hours yet. */
  week: WeekGrid | null;
  onWeekChange: (week: WeekGrid | null) => void;
  note: string;
  onNoteChange: (note: string) => void;
  noteError?: string;
  disabled?: boolean;
}

export function HoursField({ week, onWeekChange, note, onNoteChange, noteError, disabled }: HoursFieldProps) {
  // Reading the note replaces it by the words the reader left over; pasted text only adds those words.
  const [readingNote, setReadingNote] = useState(false);
  const use = (read: WeekGrid, notes: string[], fromNote: boolean) => {
    onWeekChange(read);
    const kept = fromNote || !note.trim() ? [] : [note.trim()];
    onNoteChange([...kept, ...notes.filter((n) => !kept.some((k) => k.includes(n)))].join("; "));
    setReadingNote(false);
  };
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <HoursFromText disabled={disabled} onUse={(read, notes) => use(read, notes, false)} />
      {week === null ? (
        <Alert severity="info" role="status">
          <Typography sx={{ fontWeight: 700 }}>No opening hours are set day by day yet.</Typography>
          <Typography variant="body2">
            Until they are, the listing shows its note instead and "Open now" can't include it. Paste the hours above
            {note.trim() ? ", read the note below," : ""} or set each day.
          </Typography>
          <Box sx={{ display: "flex", gap: 1, mt: 1, flexWrap: "wrap" }}>
            {note.trim() && (
              <Button size="small" variant="outlined" disabled={disabled} onClick={() => setReadingNote(true)}>
                Read the note into the grid
              </Button>
            )}
            <Button size="small" disabled={disabled} onClick={() => onWeekChange(closedWeek())}>
              Set each day
            </Button>
          </Box>
          {readingNote && (
            <Box sx={{ mt: 1.5 }}>
              <HoursFromText
                key={note}
                initialText={note}
                disabled={disabled}
                onUse={(read, notes) => use(read, notes, true)}
              />
            </Box>
          )}
        </Alert>
      ) : (
        <HoursEditor value={week} onChange={onWeekChange} disabled={disabled} />
      )}
      <TextField
        label="Hours note"
        value={note}
        disabled={disabled}
        onChange={(e) => onNoteChange(e.target.value)}
        error={Boolean(noteError)}
        helperText={noteError ?? 'What the days and times can\'t say, e.g. "Kitchen closes at 9pm". Shown as written.'}
        slotProps={{ htmlInput: { maxLength: LIMITS.shortText } }}
      />
    </Box>
  );
}
