/** docs/product.md#forms: a missing required field gets a toast and nothing is sent; a failure keeps what was typed. */
import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import { LIMITS } from "@main-street/domain/limits";
import { INQUIRY_TYPES } from "@main-street/domain/submission-options";
import { ContactDetailsFields } from "../../../components/form/ContactDetailsFields";
import { FormField } from "../../../components/form/FormField";
import { HoneypotField } from "../../../components/form/HoneypotField";
import { api } from "@main-street/domain/paths";
import { SendButton } from "../../../components/form/SendButton";
import { FieldErrorsProvider, usePublicForm } from "../../../components/form/use-public-form";
import { useToast } from "../../../lib/use-toast";

const REQUIRED = ["firstName", "lastName", "email", "inquiryType", "message"];

export function ContactForm() {
  const toast = useToast();
  const { formProps, errors, sending } = usePublicForm({
    schema: () => import("@main-street/domain/submissions").then((module) => module.contactSchema),
    action: api.contact.href(),
    onInvalid: (invalid) => {
      if (REQUIRED.some((name) => name in invalid)) {
        toast({
          variant: "error",
          title: "Please fill in all required fields",
          message: "First name, last name, email, inquiry type, and message are required.",
        });
      }
    },
    sentToast: {
      variant: "success",
      title: "Message sent successfully!",
      message: "Thank you for your message. We will get back to you soon.",
    },
    failureToast: { title: "Error sending message", fallback: "Please try again later." },
  });

  return (
    <Box component="form" aria-label="Contact form" {...formProps}>
      <FieldErrorsProvider value={errors}>
        <HoneypotField formId="contact" />
        <Grid container spacing={2.5}>
          <ContactDetailsFields />
          <Grid size={12}>
            <FormField
              name="inquiryType"
              label="Inquiry Type"
              required
              options={
                <>
                  <option value="">Select an inquiry type</option>
                  {Object.entries(INQUIRY_TYPES).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </>
              }
            />
          </Grid>
          <Grid size={12}>
            <FormField name="message" label="Message" required multiline minRows={5} max={LIMITS.message} />
          </Grid>
        </Grid>
        <SendButton sending={sending} label="Send Message" busyLabel="Sending..." />
      </FieldErrorsProvider>
    </Box>
  );
}
