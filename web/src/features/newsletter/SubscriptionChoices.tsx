/**
 * A subscriber's own page (docs/product.md#weekly-email), from the signed link: the kinds of events they get (none
 * ticked: all of them), and leaving. No sign-in: the token is the permission. Public, so its form is a public form
 * (usePublicForm, docs/decisions/0043) checked with the API's schema.
 */
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { Subscription, Unsubscribed } from "@main-street/domain/newsletter";
import { api } from "@main-street/domain/paths";
import { CheckboxGroupField } from "../../components/form/CheckboxGroupField";
import { SendButton } from "../../components/form/SendButton";
import { FieldErrorsProvider, usePublicForm } from "../../components/form/use-public-form";
import { apiPost, asApiError } from "../../lib/api-client";

interface Props {
  subscription: Subscription;
  onChanged: (next: Subscription) => void;
  onLeft: (message: string) => void;
}

export function SubscriptionChoices({ subscription, onChanged, onLeft }: Props) {
  const [leaving, setLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState("");
  const { formProps, errors, sending } = usePublicForm({
    schema: () => import("@main-street/domain/newsletter").then((module) => module.newsletterChoiceSchema),
    lists: ["categories"],
    action: api.newsletter.manage.href(),
    sentToast: { variant: "success", title: "Your choices are saved" },
    failureToast: { title: "We couldn't save your choices", fallback: "Please try again later." },
    // The saved choices come back from the API as the page reads them (apiPost's answer isn't handed on).
    onSent: () =>
      void apiPost<Subscription>(api.newsletter.subscription.href(), { token: subscription.token }).then(onChanged),
  });
  const options = [...new Set([...subscription.available, ...subscription.categories])];

  const leave = async () => {
    setLeaving(true);
    try {
      onLeft((await apiPost<Unsubscribed>(api.newsletter.unsubscribe.href(), { token: subscription.token })).message);
    } catch (error) {
      setLeaveError(asApiError(error).serverMessage ?? "Something went wrong on our side. Please try again.");
      setLeaving(false);
    }
  };

  return (
    <>
      <Typography sx={{ mt: 3 }}>
        Subscribed as <strong>{subscription.email}</strong>. You get{" "}
        {subscription.categories.length === 0 ? "every kind of event" : subscription.categories.join(", ")}.
      </Typography>
      <Box
        component="form"
        aria-label="Kinds of events in your weekly e-mail"
        key={subscription.categories.join("\n")}
        sx={{ mt: 3 }}
        {...formProps}
      >
        <FieldErrorsProvider value={errors}>
          <input type="hidden" name="token" value={subscription.token} />
          <CheckboxGroupField
            name="categories"
            legend="Kinds of events (none ticked: all of them)"
            options={options}
            checked={subscription.categories}
            columns={2}
          />
          <SendButton sending={sending} label="Save my choices" busyLabel="Saving..." />
        </FieldErrorsProvider>
      </Box>
      <Box component="section" aria-labelledby="leave-title" sx={{ mt: 5 }}>
        <Typography id="leave-title" component="h2" variant="h5" sx={{ mb: 1 }}>
          Leave the list
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          One click: we stop at once and delete your address.
        </Typography>
        {leaveError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {leaveError}
          </Alert>
        )}
        <Button variant="outlined" color="error" disabled={leaving} onClick={() => void leave()}>
          {leaving ? "Unsubscribing..." : "Unsubscribe"}
        </Button>
      </Box>
    </>
  );
}
