/** Calendars out (docs/product.md#calendars-in-and-out): subscribing to a feed, and the embeddable calendar's code. */
export { SubscribeMenu } from "./SubscribeMenu";
export { EmbedSnippet } from "./EmbedSnippet";
