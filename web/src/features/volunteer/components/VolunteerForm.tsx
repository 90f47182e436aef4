/** docs/product.md#forms: availability goes out as the chosen options joined with ', ', interests as a list. */
import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import { LIMITS } from "@main-street/domain/limits";
import { AVAILABILITY_OPTIONS, INTEREST_OPTIONS } from "@main-street/domain/submission-options";
import { CheckboxGroupField } from "../../../components/form/CheckboxGroupField";
import { ContactDetailsFields } from "../../../components/form/ContactDetailsFields";
import { FormField } from "../../../components/form/FormField";
import { HoneypotField } from "../../../components/form/HoneypotField";
import { api } from "@main-street/domain/paths";
import type { FormValues } from "../../../components/form/read-form";
import { SendButton } from "../../../components/form/SendButton";
import { FieldErrorsProvider, usePublicForm } from "../../../components/form/use-public-form";

function toVolunteerPayload(values: FormValues) {
  const availability = values.availability;
  return { ...values, availability: Array.isArray(availability) ? availability.join(", ") : "" };
}

export function VolunteerForm() {
  const { formProps, errors, sending } = usePublicForm({
    schema: () => import("@main-street/domain/submissions").then((module) => module.volunteerSchema),
    lists: ["availability", "interests"],
    toInput: toVolunteerPayload,
    action: api.volunteer.href(),
    sentToast: {
      variant: "success",
      title: "Thank you for volunteering!",
      message: "We've received your volunteer application and will be in touch soon.",
    },
    failureToast: {
      title: "Submission failed",
      message: "There was an error submitting your volunteer application. Please try again.",
    },
  });

  return (
    <Box component="form" aria-label="Volunteer interest form" {...formProps}>
      <FieldErrorsProvider value={errors}>
        <HoneypotField formId="volunteer" />
        <Grid container spacing={2.5}>
          <ContactDetailsFields />
          <Grid size={12}>
            <CheckboxGroupField name="availability" legend="Availability" options={AVAILABILITY_OPTIONS} columns={2} />
          </Grid>
          <Grid size={12}>
            <CheckboxGroupField name="interests" legend="Areas of Interest" options={INTEREST_OPTIONS} columns={2} />
          </Grid>
          <Grid size={12}>
            <FormField
              name="skills"
              label="Skills"
              multiline
              minRows={2}
              max={LIMITS.message}
              placeholder="Photography, carpentry, social media, languages..."
            />
          </Grid>
          <Grid size={12}>
            <FormField
              name="previousExperience"
              label="Previous Volunteer Experience"
              multiline
              minRows={2}
              max={LIMITS.message}
            />
          </Grid>
          <Grid size={12}>
            <FormField name="message" label="Additional Comments" multiline minRows={3} max={LIMITS.message} />
          </Grid>
        </Grid>
        <SendButton sending={sending} label="Submit Application" busyLabel="Submitting..." />
      </FieldErrorsProvider>
    </Box>
  );
}
