/**
 * The weekly e-mail's widget: what other pages show of it (docs/product.md#weekly-email): the subscribe form, in
 * the footer and on /events and /this-week, and the query the layout loads for it on every public page.
 */
export { SubscribeForm } from "./SubscribeForm";
export { newsletterOptionsQuery } from "./options";
