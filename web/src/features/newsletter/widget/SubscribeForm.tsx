/**
 * Subscribing to the weekly e-mail (docs/product.md#weekly-email), in the footer of every public page and on
 * /events and /this-week: an e-mail address and, in a native disclosure, the kinds of events (none ticked: all). A
 * public form (docs/decisions/0043): plain inputs that keep what is typed before the app runs, checked with the
 * API's schema when sent; the same answer whatever the address's state.
 */
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { NEWSLETTER_PROMISE, SUBSCRIBE_RECEIVED } from "@main-street/domain/newsletter-texts";
import { api } from "@main-street/domain/paths";
import { CheckboxGroupField } from "../../../components/form/CheckboxGroupField";
import { FormField } from "../../../components/form/FormField";
import { HoneypotField } from "../../../components/form/HoneypotField";
import { SendButton } from "../../../components/form/SendButton";
import { FieldErrorsProvider, usePublicForm } from "../../../components/form/use-public-form";
import { useNewsletterOptions } from "./queries";

interface SubscribeFormProps {
  /** Unique on the page: the footer's and a page's own form may both be there. */
  id: string;
  title?: string;
  headingLevel?: "h2" | "h3";
}

export function SubscribeForm({ id, title = "The week downtown, by e-mail", headingLevel = "h2" }: SubscribeFormProps) {
  const categories = useNewsletterOptions().data?.categories ?? [];
  const [received, setReceived] = useState(false);
  const { formProps, errors, sending } = usePublicForm({
    schema: () => import("@main-street/domain/newsletter").then((module) => module.subscribeSchema),
    lists: ["categories"],
    action: api.newsletter.subscribe.href(),
    sentToast: { variant: "success", title: "Almost done: check your inbox", message: SUBSCRIBE_RECEIVED },
    failureToast: { title: "We couldn't subscribe you", fallback: "Please try again later." },
    onSent: () => setReceived(true),
  });
  const headingId = `${id}-title`;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ bgcolor: "background.paper", color: "text.primary", borderRadius: 2, p: { xs: 2.5, md: 3 } }}
    >
      <Typography id={headingId} component={headingLevel} variant="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {NEWSLETTER_PROMISE}
      </Typography>
      <Box component="form" aria-labelledby={headingId} {...formProps}>
        <FieldErrorsProvider value={errors}>
          <HoneypotField formId={id} />
          <FormField
            id={`${id}-email`}
            name="email"
            label="E-mail address"
            type="email"
            required
            autoComplete="email"
          />
          {categories.length > 0 && (
            <Box component="details" sx={{ mt: 0.5, "& > summary": { cursor: "pointer", fontWeight: 600, py: 0.5 } }}>
              <summary>Only some kinds of events? (All by default)</summary>
              <Box sx={{ pt: 1 }}>
                <CheckboxGroupField
                  id={`${id}-categories`}
                  name="categories"
                  legend="Kinds of events"
                  options={categories}
                  columns={2}
                />
              </Box>
            </Box>
          )}
          {received && (
            <Alert severity="success" role="status" sx={{ mt: 2 }}>
              {SUBSCRIBE_RECEIVED}
            </Alert>
          )}
          <SendButton sending={sending} label="Subscribe by e-mail" busyLabel="Subscribing..." />
        </FieldErrorsProvider>
      </Box>
    </Box>
  );
}
