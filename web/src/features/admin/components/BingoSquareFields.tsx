/** The bingo square form's fields, shared by the Add Bingo Square dialog and the Edit Bingo Square screen. */
import Grid from "@mui/material/Grid";
import { BINGO_LIMITS, type BingoSquare } from "@main-street/domain/bingo";
import { FormikTextField } from "../../../components/form/FormikTextField";
import type { FieldsProps } from "../records/admin-record";
import { ImageField } from "./ImageField";

export function BingoSquareFields({ mode, disabled }: FieldsProps<BingoSquare>) {
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormikTextField name="title" label="Title" required disabled={disabled} max={BINGO_LIMITS.title} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormikTextField
          name="order"
          label="Order"
          type="number"
          disabled={disabled}
          helperText="The card shows the first 24 squares by order"
          slotProps={{ htmlInput: { min: 0, max: BINGO_LIMITS.order, step: 1 } }}
        />
      </Grid>
      <Grid size={12}>
        <FormikTextField name="hint" label="Hint" disabled={disabled} multiline minRows={2} max={BINGO_LIMITS.hint} />
      </Grid>
      <Grid size={12}>
        <ImageField disabled={disabled} uploadCalls={mode === "add" ? "admin" : "objects"} />
      </Grid>
    </Grid>
  );
}
