/** Grid items: place inside a Grid container of a public form. */
import Grid from "@mui/material/Grid";
import { LIMITS } from "@main-street/domain/limits";
import { FormField } from "./FormField";

export function ContactDetailsFields() {
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="firstName" label="First Name" required max={LIMITS.name} autoComplete="given-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="lastName" label="Last Name" required max={LIMITS.name} autoComplete="family-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="email" label="Email" type="email" required max={LIMITS.email} autoComplete="email" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="phone" label="Phone" type="tel" max={LIMITS.phone} autoComplete="tel" />
      </Grid>
    </>
  );
}
