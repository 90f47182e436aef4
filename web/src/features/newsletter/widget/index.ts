/**
 * The weekly e-mail's widget: what other pages show of it (docs/product.md#weekly-email): the subscribe form, in
 * the footer and on /events and /this-week (its code loads after the page's), and the query the layout loads for it
 * on every public page.
 */
export { SubscribeForm } from "./LazySubscribeForm";
export { newsletterOptionsQuery } from "./queries";
