/** docs/product.md#forms: availability goes out as the chosen options joined with ', ', interests as a list. */
import { ContactDetailsFields } from "../../../components/form/ContactDetailsFields";
import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import { LIMITS } from "@main-street/domain/fields";
import {
  AVAILABILITY_OPTIONS,
  HONEYPOT_FIELD,
  INTEREST_OPTIONS,
  volunteerSchema,
  type VolunteerInput,
} from "@main-street/domain/submissions";
import { Formik, type FormikHelpers } from "formik";
import { CheckboxGroupField } from "../../../components/form/CheckboxGroupField";
import { FormikTextField } from "../../../components/form/FormikTextField";
import { HoneypotField } from "../../../components/form/HoneypotField";
import { SendButton } from "../../../components/form/SendButton";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
import { useToast } from "../../../lib/use-toast";
import { zodToFormikValidate } from "../../../lib/zod-formik";
import { useSubmitVolunteer } from "../api/use-submit-volunteer";

interface VolunteerValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  availability: string[];
  interests: string[];
  skills: string;
  previousExperience: string;
  message: string;
  [HONEYPOT_FIELD]: string;
}

const EMPTY: VolunteerValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  availability: [],
  interests: [],
  skills: "",
  previousExperience: "",
  message: "",
  [HONEYPOT_FIELD]: "", // sent as typed: people leave it empty
};

function toVolunteerPayload(values: VolunteerValues): VolunteerInput {
  return { ...values, availability: values.availability.join(", ") };
}

const validate = zodToFormikValidate<VolunteerValues>(volunteerSchema, toVolunteerPayload);

export function VolunteerForm() {
  const toast = useToast();
  const submitVolunteer = useSubmitVolunteer();
  const handleError = useApiErrorHandler();

  const submit = async (values: VolunteerValues, helpers: FormikHelpers<VolunteerValues>) => {
    try {
      await submitVolunteer.mutateAsync(toVolunteerPayload(values));
      toast({
        variant: "success",
        title: "Thank you for volunteering!",
        message: "We've received your volunteer application and will be in touch soon.",
      });
      helpers.resetForm();
    } catch (error) {
      handleError(error, {
        toast: {
          title: "Submission failed",
          message: "There was an error submitting your volunteer application. Please try again.",
        },
        form: helpers,
      });
    }
  };

  return (
    <Formik initialValues={EMPTY} validate={validate} onSubmit={submit}>
      {(formik) => (
        <Box component="form" noValidate aria-label="Volunteer interest form" onSubmit={formik.handleSubmit}>
          <HoneypotField formId="volunteer" />
          <Grid container spacing={2.5}>
            <ContactDetailsFields />
            <Grid size={12}>
              <CheckboxGroupField
                name="availability"
                legend="Availability"
                options={AVAILABILITY_OPTIONS}
                columns={2}
              />
            </Grid>
            <Grid size={12}>
              <CheckboxGroupField name="interests" legend="Areas of Interest" options={INTEREST_OPTIONS} columns={2} />
            </Grid>
            <Grid size={12}>
              <FormikTextField
                name="skills"
                label="Skills"
                multiline
                minRows={2}
                max={LIMITS.message}
                placeholder="Photography, carpentry, social media, languages..."
              />
            </Grid>
            <Grid size={12}>
              <FormikTextField
                name="previousExperience"
                label="Previous Volunteer Experience"
                multiline
                minRows={2}
                max={LIMITS.message}
              />
            </Grid>
            <Grid size={12}>
              <FormikTextField name="message" label="Additional Comments" multiline minRows={3} max={LIMITS.message} />
            </Grid>
          </Grid>
          <SendButton sending={formik.isSubmitting} label="Submit Application" busyLabel="Submitting..." />
        </Box>
      )}
    </Formik>
  );
}
