/**
 * For a card in a long list: the browser skips its style, layout and paint while it is off screen, so a page of
 * many cards costs a phone little more to show than its first screen (the cards stay in the page, its
 * accessibility tree and find-in-page). The height stands in until a card has been shown once; after that the
 * browser remembers its real one. The card clips its content already, so the paint containment this brings
 * changes nothing visible.
 */
export const renderWhenOnScreen = {
  contentVisibility: "auto",
  containIntrinsicHeight: "auto 420px",
} as const;
