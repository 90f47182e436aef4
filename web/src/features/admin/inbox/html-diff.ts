/**
 * The description's change as one rendered view (docs/product.md#owners): the proposed HTML with the words it drops
 * in <del> and the words it adds in <ins>. Both sides are sanitised description HTML; the caller sanitises the result
 * again before it is shown. Admin-only: the `diff` package stays out of public bundles (scripts/check-bundle.ts).
 */
import { diffArrays } from "diff";

/**
 * A tag, or a word with the whitespace after it (so a change never splits at a shared space), or whitespace that
 * follows a tag. The editor writes some spaces as &nbsp;. An image counts as a word: it is added or removed whole.
 */
const SPACE = String.raw`(?:\s|&nbsp;)`;
const TOKEN = new RegExp(String.raw`<[^>]*>|(?:(?!&nbsp;)[^<\s])+${SPACE}*|${SPACE}+`, "g");

const AROUND_TEXT = new RegExp(String.raw`^(${SPACE}*)([\s\S]*?)(${SPACE}*)$`);
const TRAILING_SPACE = new RegExp(`${SPACE}+$`);

const isTag = (token: string) => token.startsWith("<") && !/^<img[\s/>]/i.test(token);

/**
 * The editor writes underline as <ins> (draftjs-to-html): shown as <u> here, so every <ins> in the view is an
 * insertion.
 */
function tokens(html: string): string[] {
  return (html.match(TOKEN) ?? []).map((t) => t.replace(/^<(\/?)ins(?=[\s>])/i, "<$1u"));
}

/** Text between tags wrapped in `<mark>`, its leading and trailing whitespace left outside. */
function wrapText(text: string, mark: "ins" | "del"): string {
  const [, lead, body, trail] = AROUND_TEXT.exec(text)!;
  return body ? `${lead}<${mark}>${body}</${mark}>${trail}` : text;
}

/** A token without its trailing whitespace: "daily." at the end of a paragraph is "daily. " once text follows it. */
const bare = (token: string) => token.replace(TRAILING_SPACE, "");

export function htmlDiff(before: string, after: string): string {
  const proposed = tokens(after);
  let at = 0; // where in `proposed` the next part starts
  let out = "";
  for (const part of diffArrays(tokens(before), proposed, { comparator: (a, b) => bare(a) === bare(b) })) {
    if (part.removed) {
      // Removed markup is dropped (the view keeps the proposed structure); removed text is shown struck out.
      out += wrapText(part.value.filter((t) => !isTag(t)).join(""), "del");
      continue;
    }
    const value = proposed.slice(at, (at += part.count));
    if (!part.added) {
      out += value.join("");
      continue;
    }
    // The proposed markup is kept, so the view has the proposed structure; only its new text is marked.
    let text = "";
    for (const token of value) {
      if (isTag(token)) {
        out += wrapText(text, "ins") + token;
        text = "";
      } else text += token;
    }
    out += wrapText(text, "ins");
  }
  return out;
}
