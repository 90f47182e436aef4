/**
 * The weekly e-mail's public calls (docs/product.md#weekly-email). Subscribing is taken like the public forms
 * (App Check with a single-use token, the honeypot, the per-client rate limit). The e-mails' links need no sign-in:
 * their signed token is the permission, sent in the body (never a URL) by the pages that read it from the link's
 * fragment; only RFC 8058's one-click address carries its token in the URL, and that token can only unsubscribe.
 */
import { Router, type RequestHandler } from "express";
import { logger } from "firebase-functions";
import {
  SUBSCRIBE_RECEIVED,
  newsletterChoiceSchema,
  newsletterTokenSchema,
  subscribeSchema,
  type Unsubscribed,
} from "@main-street/domain/newsletter";
import { api, pages } from "@main-street/domain/paths";
import { requireAppCheck, requireSingleUseAppCheck } from "../abuse/app-check";
import { clientAddressOf, unattributable } from "../abuse/client-ip";
import { honeypotFilled } from "../abuse/honeypot";
import { RATE_LIMIT_MESSAGES } from "../abuse/rate-limit";
import { noStore, publicCache } from "../http/cache-headers";
import { HttpError } from "../http/errors";
import { inApi } from "../http/mounts";
import { requestIdOf } from "../http/request-id";
import { parseInput } from "../http/validate";
import { deliverAfterCommit } from "../mail";
import { NEWSLETTER_MAIL } from "./mail-jobs";
import { env, mailSiteUrl } from "../platform/config";
import { withRetryAfter } from "../submissions";
import {
  checkedCategories,
  confirm,
  newsletterOptions,
  setCategories,
  subscribe,
  subscriptionOf,
  unsubscribe,
} from "./subscribers";
import { readConfirmToken, readLeaveToken, readManageToken } from "./tokens";

export const newsletterRoutes = Router();

const LEFT: Unsubscribed = {
  message: "You're unsubscribed: we won't send you the weekly e-mail any more, and we've deleted your address.",
};

/** The answers to the links carry a token: never cached, never sent on as a Referer. */
const privateAnswer: RequestHandler = (_req, res, next) => {
  noStore(res);
  res.set("Referrer-Policy", "no-referrer");
  next();
};

newsletterRoutes.get(inApi(api.newsletter.options.path), async (_req, res) => {
  publicCache(res);
  res.json(await newsletterOptions());
});

newsletterRoutes.post(inApi(api.newsletter.subscribe.path), requireSingleUseAppCheck, async (req, res) => {
  noStore(res);
  if (honeypotFilled(req.body)) {
    // Answered exactly like a subscription, so the bot learns nothing; nothing is stored or sent.
    logger.info("honeypot drop", { requestId: requestIdOf(res), event: "honeypot_drop", form: "newsletter" });
    res.status(202).json({ message: SUBSCRIBE_RECEIVED });
    return;
  }
  const input = parseInput(subscribeSchema, req.body);
  const categories = await checkedCategories(input.categories);
  const address = clientAddressOf(req, env().TRUSTED_PROXY_HOPS);
  if (address === null) throw unattributable(); // no budget to spend: its chain isn't production's
  const result = await withRetryAfter(res, () => subscribe(input.email, categories, address, mailSiteUrl()));
  if (!result.stored) {
    res.set("Retry-After", String(result.retryAfterSeconds));
    throw new HttpError(429, "rate_limited", RATE_LIMIT_MESSAGES[result.window]);
  }
  if (result.outboxId) await deliverAfterCommit(result.outboxId, NEWSLETTER_MAIL);
  // The same answer whether the address was new, waiting or already subscribed.
  res.status(202).json({ message: SUBSCRIBE_RECEIVED });
});

newsletterRoutes.post(inApi(api.newsletter.confirm.path), privateAnswer, requireAppCheck, async (req, res) => {
  const { id, nonce } = readConfirmToken(parseInput(newsletterTokenSchema, req.body).token);
  const outcome = await confirm(id, nonce);
  const message =
    outcome === "confirmed"
      ? "You're subscribed! The weekly e-mail comes every Thursday morning. Choose the kinds of events you'd like below."
      : "You're already subscribed. You can change the kinds of events you get below.";
  res.json(await subscriptionOf(id, message));
});

newsletterRoutes.post(inApi(api.newsletter.subscription.path), privateAnswer, async (req, res) => {
  const id = readManageToken(parseInput(newsletterTokenSchema, req.body).token);
  res.json(await subscriptionOf(id, ""));
});

newsletterRoutes.post(inApi(api.newsletter.manage.path), privateAnswer, requireAppCheck, async (req, res) => {
  const input = parseInput(newsletterChoiceSchema, req.body);
  const id = readManageToken(input.token);
  const categories = await checkedCategories(input.categories);
  await setCategories(id, categories);
  const message =
    categories.length === 0 ? "Saved: you'll get every kind of event." : `Saved: you'll get ${categories.join(", ")}.`;
  res.json(await subscriptionOf(id, message));
});

newsletterRoutes.post(inApi(api.newsletter.unsubscribe.path), privateAnswer, async (req, res) => {
  await unsubscribe(readLeaveToken(parseInput(newsletterTokenSchema, req.body).token));
  res.json(LEFT);
});

/**
 * RFC 8058 one-click unsubscribe, before the JSON-only rule and the CSRF check (app.ts): mail providers POST
 * `List-Unsubscribe=One-Click` as a form, with no cookie and no Origin, and a person's mail app may open the
 * address in a browser instead (GET: the unsubscribe page, which leaves by its own request).
 */
export const oneClickRoutes = Router();

oneClickRoutes.post(inApi(api.newsletter.oneClick.path), privateAnswer, async (req, res) => {
  const token = typeof req.query.token === "string" ? req.query.token : "";
  await unsubscribe(readLeaveToken(token));
  res.type("text/plain").send(`${LEFT.message}\n`);
});

oneClickRoutes.get(inApi(api.newsletter.oneClick.path), privateAnswer, (req, res) => {
  const token = typeof req.query.token === "string" ? req.query.token : "";
  // The page takes the token from the fragment; nothing is changed by the GET itself (mail scanners fetch links).
  res.redirect(303, pages.newsletterUnsubscribe.href(token));
});
