/**
 * "Paste hours as text": reads the text (hours-text-reader.ts) and shows the week it read, to check before it fills
 * the grid; what it can't read is named and nothing is filled. The reader loads only with the staff and owner
 * screens. docs/decisions/0066-pasted-hours-reader.md
 */
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { readHoursText, type HoursReading } from "@main-street/domain/hours-text-reader";
import { weekSchedule } from "@main-street/domain/week-hours-text";
import type { WeeklyHours } from "@main-street/domain/weekly-hours";
import { useId, useState } from "react";

export interface HoursFromTextProps {
  /** Text to read at once (an older listing's hours written as text), or '' to start empty. */
  initialText?: string;
  disabled?: boolean;
  /** The week read, and the bracketed words ("kitchen closes 9pm") as notes. */
  onUse: (week: WeeklyHours, notes: string[]) => void;
}

export function HoursFromText({ initialText = "", disabled, onUse }: HoursFromTextProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [reading, setReading] = useState<HoursReading | null>(() => (initialText ? readHoursText(initialText) : null));
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start", flexWrap: "wrap" }}>
        <TextField
          label="Paste hours as text"
          placeholder="Mon–Sat 10am–6pm, Sun noon–5pm"
          value={text}
          disabled={disabled}
          multiline
          minRows={1}
          onChange={(e) => {
            setText(e.target.value);
            setReading(null);
          }}
          sx={{ flex: "1 1 18rem" }}
        />
        <Button variant="outlined" disabled={disabled || !text.trim()} onClick={() => setReading(readHoursText(text))}>
          Read these hours
        </Button>
      </Box>
      <div aria-live="polite">
        {reading && !reading.ok && (
          <Alert severity="warning">
            <Typography sx={{ fontWeight: 700 }}>Nothing was filled in: some of this text can't be read.</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {reading.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </Box>
            <Typography variant="body2" sx={{ mt: 1 }}>
              Change the text and read it again, or set those days below. Words the grid can't hold belong in the hours
              note.
            </Typography>
          </Alert>
        )}
        {reading?.ok && (
          <Box
            component="section"
            aria-labelledby={`${id}-read`}
            sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: 2 }}
          >
            <Typography id={`${id}-read`} component="h4" sx={{ fontWeight: 700, mb: 1 }}>
              We read these hours. Check them before you use them:
            </Typography>
            <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, m: 0 }}>
              {weekSchedule(reading.week).map((day) => (
                <Box key={day.day} sx={{ display: "contents" }}>
                  <Box component="dt" sx={{ fontWeight: 600 }}>
                    {day.name}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {day.text}
                  </Box>
                </Box>
              ))}
            </Box>
            {reading.notes.length > 0 && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                For the hours note: {reading.notes.join("; ")}
              </Typography>
            )}
            <Box sx={{ display: "flex", gap: 1, mt: 1.5, flexWrap: "wrap" }}>
              <Button
                variant="contained"
                disabled={disabled}
                onClick={() => {
                  onUse(reading.week, reading.notes);
                  setReading(null);
                  setText("");
                }}
              >
                Use these hours
              </Button>
              <Button disabled={disabled} onClick={() => setReading(null)}>
                Discard
              </Button>
            </Box>
          </Box>
        )}
      </div>
    </Box>
  );
}
