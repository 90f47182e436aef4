/**
 * Where the weekly e-mail's links land (docs/product.md#weekly-email), client-only, no sign-in:
 * - `/newsletter/confirm#token=…`: confirms the subscription as the page opens, then offers the choices;
 * - `/newsletter/settings#token=…`: the kinds of events, and leaving;
 * - `/newsletter/unsubscribe#token=…`: leaves as the page opens, without asking anything.
 * Each acts by a request of its own once the page runs, with the token from the fragment, so a mail scanner fetching
 * the address changes nothing.
 */
import Alert from "@mui/material/Alert";
import Container from "@mui/material/Container";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import type { Subscription, Unsubscribed } from "@main-street/domain/newsletter";
import { api, pages } from "@main-street/domain/paths";
import { LoadingState } from "../../components/LoadingState";
import { apiPost, asApiError } from "../../lib/api-client";
import { PrivatePageSeo } from "../../widgets/auth";
import { useLinkToken } from "../../lib/link-token";
import { SubscribeForm } from "./widget";
import { SubscriptionChoices } from "./SubscriptionChoices";

const BAD_LINK = "This link is not valid. Please use the link in your most recent e-mail.";

type Kind = "confirm" | "settings" | "unsubscribe";

type Shown =
  | { state: "working" }
  | { state: "subscribed"; subscription: Subscription }
  | { state: "left"; message: string }
  | { state: "failed"; message: string };

const TITLES: Record<Kind, { title: string; working: string; path: string }> = {
  confirm: { title: "Confirm your subscription", working: "Confirming...", path: pages.newsletterConfirm.path },
  settings: { title: "Your weekly e-mail", working: "Loading your choices...", path: pages.newsletterSettings.path },
  unsubscribe: { title: "Unsubscribe", working: "Unsubscribing...", path: pages.newsletterUnsubscribe.path },
};

function kindOf(pathname: string): Kind | null {
  const kind = pathname.replace(/\/+$/, "").split("/").at(-1);
  return kind === "confirm" || kind === "settings" || kind === "unsubscribe" ? kind : null;
}

/** The first request of the page: what its link does. */
async function follow(kind: Kind, token: string): Promise<Shown> {
  if (kind === "unsubscribe") {
    return {
      state: "left",
      message: (await apiPost<Unsubscribed>(api.newsletter.unsubscribe.href(), { token })).message,
    };
  }
  const address = kind === "confirm" ? api.newsletter.confirm.href() : api.newsletter.subscription.href();
  return { state: "subscribed", subscription: await apiPost<Subscription>(address, { token }) };
}

export default function NewsletterLinkPage() {
  const kind = kindOf(useLocation().pathname);
  const [token] = useLinkToken();
  const [shown, setShown] = useState<Shown>(
    token && kind ? { state: "working" } : { state: "failed", message: BAD_LINK },
  );

  useEffect(() => {
    if (!token || !kind) return;
    let current = true;
    follow(kind, token)
      .catch((error: unknown): Shown => {
        const message = asApiError(error).serverMessage ?? "Something went wrong on our side. Please try again.";
        return { state: "failed", message };
      })
      .then((next) => current && setShown(next));
    return () => {
      current = false;
    };
  }, [kind, token]);

  const { title, working, path } = TITLES[kind ?? "settings"];
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PrivatePageSeo page={title} path={path} />
      <Typography variant="h1" sx={{ fontSize: "2rem", mb: 3 }}>
        {title}
      </Typography>
      {shown.state === "working" && <LoadingState text={working} minHeight={160} />}
      {shown.state === "subscribed" && (
        <>
          {shown.subscription.message && (
            <Alert severity="success" role="status">
              {shown.subscription.message}
            </Alert>
          )}
          <SubscriptionChoices
            subscription={shown.subscription}
            onChanged={(subscription) => setShown({ state: "subscribed", subscription })}
            onLeft={(message) => setShown({ state: "left", message })}
          />
        </>
      )}
      {shown.state === "left" && (
        <Alert severity="success" role="status">
          {shown.message}
        </Alert>
      )}
      {shown.state === "failed" && (
        <Alert severity="error" role="alert">
          {shown.message}
        </Alert>
      )}
      {(shown.state === "left" || shown.state === "failed") && (
        <Box sx={{ mt: 4, border: 1, borderColor: "divider", borderRadius: 2 }}>
          <SubscribeForm id="again-subscribe" title={shown.state === "left" ? "Changed your mind?" : "Subscribe"} />
        </Box>
      )}
    </Container>
  );
}
