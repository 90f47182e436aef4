/** docs/product.md#forms: a missing required field gets a toast and nothing is sent; a failure keeps what was typed. */
import { ContactDetailsFields } from "../../../components/form/ContactDetailsFields";
import SendIcon from "@mui/icons-material/Send";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import { LIMITS } from "@main-street/domain/fields";
import { contactSchema, HONEYPOT_FIELD, INQUIRY_TYPES, type ContactInput } from "@main-street/domain/submissions";
import { Formik, type FormikHelpers } from "formik";
import { FormikTextField } from "../../../components/form/FormikTextField";
import { HoneypotField } from "../../../components/form/HoneypotField";
import { ApiError } from "../../../lib/api-client";
import { useToast } from "../../../lib/use-toast";
import { zodToFormikValidate } from "../../../lib/zod-formik";
import { useSendContact } from "../api/use-send-contact";

type ContactValues = Record<
  "firstName" | "lastName" | "email" | "phone" | "inquiryType" | "message" | typeof HONEYPOT_FIELD,
  string
>;

const EMPTY: ContactValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  inquiryType: "",
  message: "",
  [HONEYPOT_FIELD]: "", // sent as typed: people leave it empty
};
const REQUIRED = ["firstName", "lastName", "email", "inquiryType", "message"] as const;
const validate = zodToFormikValidate<ContactValues>(contactSchema);

export function ContactForm() {
  const toast = useToast();
  const send = useSendContact();

  const submit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    try {
      await send.mutateAsync(values as ContactInput);
      toast({
        variant: "success",
        title: "Message sent successfully!",
        message: "Thank you for your message. We will get back to you soon.",
      });
      helpers.resetForm();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      if (apiError?.fields) helpers.setErrors(apiError.fields);
      toast({
        variant: "error",
        title: "Error sending message",
        message: apiError?.serverMessage || "Please try again later.",
      });
    }
  };

  return (
    <Formik initialValues={EMPTY} validate={validate} onSubmit={submit}>
      {(formik) => (
        <Box
          component="form"
          noValidate
          aria-label="Contact form"
          onSubmit={(e) => {
            if (REQUIRED.some((key) => !formik.values[key].trim())) {
              toast({
                variant: "error",
                title: "Please fill in all required fields",
                message: "First name, last name, email, inquiry type, and message are required.",
              });
            }
            // Validation (the shared schema) blocks the request whenever a field is missing or invalid.
            formik.handleSubmit(e);
          }}
        >
          <HoneypotField formId="contact" />
          <Grid container spacing={2.5}>
            <ContactDetailsFields />
            <Grid size={12}>
              <FormikTextField
                name="inquiryType"
                label="Inquiry Type"
                select
                required
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                helperText=" "
              >
                <option value="">Select an inquiry type</option>
                {Object.entries(INQUIRY_TYPES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </FormikTextField>
            </Grid>
            <Grid size={12}>
              <FormikTextField name="message" label="Message" required multiline minRows={5} max={LIMITS.message} />
            </Grid>
          </Grid>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={formik.isSubmitting}
            endIcon={<SendIcon />}
            sx={{ mt: 3 }}
          >
            {formik.isSubmitting ? "Sending..." : "Send Message"}
          </Button>
        </Box>
      )}
    </Formik>
  );
}
