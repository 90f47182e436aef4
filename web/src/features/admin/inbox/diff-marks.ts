/** How the inbox's reviews mark a change, to the eye and to a screen reader (owner revisions, calendar imports). */
export const DELETED = "#fdecea";
export const INSERTED = "#e6f4ea";

/** Visually hidden, read by screen readers (CSS generated content is in the accessibility tree). */
const spoken = (text: string) => ({
  content: `"${text}"`,
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
});

/** The description diff's insertions and deletions. */
export const CHANGE_MARKS = {
  "& ins": { bgcolor: INSERTED, textDecoration: "underline", "&::before": spoken("[added: "), "&::after": spoken("]") },
  "& del": {
    bgcolor: DELETED,
    textDecoration: "line-through",
    "&::before": spoken("[removed: "),
    "&::after": spoken("]"),
  },
} as const;
