/** docs/product.md#forms: a missing required field gets a toast and nothing is sent; a failure keeps what was typed. */
import { ContactDetailsFields } from "../../../components/form/ContactDetailsFields";
import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import { LIMITS } from "@main-street/domain/fields";
import { contactSchema, HONEYPOT_FIELD, INQUIRY_TYPES, type ContactInput } from "@main-street/domain/submissions";
import { Formik, type FormikHelpers } from "formik";
import { FormikTextField } from "../../../components/form/FormikTextField";
import { HoneypotField } from "../../../components/form/HoneypotField";
import { SendButton } from "../../../components/form/SendButton";
import { useApiErrorHandler } from "../../../lib/use-api-error-handler";
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
  const handleError = useApiErrorHandler();

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
      handleError(error, {
        toast: { title: "Error sending message", fallback: "Please try again later." },
        form: helpers,
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
          <SendButton sending={formik.isSubmitting} label="Send Message" busyLabel="Sending..." />
        </Box>
      )}
    </Formik>
  );
}
