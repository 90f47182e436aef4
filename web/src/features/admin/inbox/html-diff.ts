/**
 * The description's change as one rendered view (docs/product.md#owners): the proposed HTML with the words it drops
 * in <del> and the words it adds in <ins>, each link or image whose address changed followed by its old and new
 * address, and a list of the markup changes the words don't show (bold added, a paragraph split, a link's new-tab
 * setting). Both sides are sanitised description HTML; the caller sanitises `html` again before it is shown.
 * Admin-only: the `diff` package stays out of public bundles (scripts/check-bundle.ts).
 */
import { diffArrays } from "diff";
import { Side, type Status } from "./diff-side";
import { attribute, bare, escapeText, isImage, isTag, isWord, tokens } from "./html-tokens";

interface DescriptionDiff {
  /** The proposed description with its changes marked; sanitise before rendering. */
  html: string;
  /** Markup changes the view can't show, in document order ("Added <strong> before “cake”"); empty if none. */
  markup: string[];
}

const MAX_MARKUP_DETAILS = 12;
const AROUND_TEXT = /^((?:\s|&nbsp;)*)([\s\S]*?)((?:\s|&nbsp;)*)$/;
const isLinkStart = (token: string) => /^<a[\s>]/i.test(token);
const isLinkEnd = (token: string) => /^<\/a>/i.test(token);

/** Text between tags wrapped in `<mark>`, its leading and trailing whitespace left outside. */
function wrapText(text: string, mark: "ins" | "del"): string {
  const [, lead = "", body = "", trail = ""] = AROUND_TEXT.exec(text) ?? [];
  return body ? `${lead}<${mark}>${body}</${mark}>${trail}` : text;
}

/** " <del>link to <code>…</code></del> <ins>link to <code>…</code></ins>": the address before and after. */
function addressNote(kind: "link" | "image", old: string | undefined, now: string | undefined): string {
  const say = (address: string) =>
    address
      ? `${kind === "link" ? "link to" : "image from"} <code>${escapeText(address)}</code>`
      : `${kind} with no address`;
  return (old === undefined ? "" : ` <del>${say(old)}</del>`) + (now === undefined ? "" : ` <ins>${say(now)}</ins>`);
}

/** Both sides in document order, and for each new token the index of the old one it matches (-1 if added). */
function align(beforeHtml: string, afterHtml: string) {
  const [a, b] = [tokens(beforeHtml), tokens(afterHtml)];
  const steps: { status: Status; i: number; j: number }[] = [];
  const [statusA, statusB, partner]: [Status[], Status[], number[]] = [[], [], []];
  let [i, j] = [0, 0];
  for (const part of diffArrays(a, b, { comparator: (x, y) => bare(x) === bare(y) })) {
    const status: Status = part.removed ? "removed" : part.added ? "added" : "same";
    for (let n = 0; n < part.count; n++) {
      steps.push({ status, i: status === "added" ? -1 : i, j: status === "removed" ? -1 : j });
      if (status !== "added") statusA[i++] = status;
      if (status !== "removed") [statusB[j], partner[j++]] = [status, status === "same" ? i - 1 : -1];
    }
  }
  return { steps, before: new Side(a, statusA), after: new Side(b, statusB), partner };
}

/**
 * Notes for links whose address changed, by the index of their end tag. A new link is paired with the old link
 * around the first of its words that stayed; a pair with the same address but other attributes is a markup change.
 */
function linkNotes({ before, after, partner }: ReturnType<typeof align>) {
  const links = (s: Side) => [...s.ends].filter(([start]) => isLinkStart(s.token(start)));
  const oldLinks = links(before);
  const afterNotes = new Map<number, string>();
  const beforeNotes = new Map<number, string>();
  const markup = new Map<number, string>();
  const paired = new Set<number>();
  for (const [start, end] of links(after)) {
    if (after.status(start) === "same") {
      paired.add(partner[start] ?? -1);
      continue;
    }
    let old: number | undefined;
    for (let k = start + 1; k < end && old === undefined; k++) {
      const at = partner[k] ?? -1;
      if (after.status(k) === "same" && isWord(after.token(k))) old = oldLinks.find(([s, e]) => s < at && at < e)?.[0];
    }
    const href = attribute(after.token(start), "href") ?? "";
    if (old === undefined) {
      afterNotes.set(end, addressNote("link", undefined, href));
      continue;
    }
    paired.add(old);
    const oldHref = attribute(before.token(old), "href") ?? "";
    if (oldHref !== href) afterNotes.set(end, addressNote("link", oldHref, href));
    else markup.set(start, `Changed ${before.token(old)} to ${after.token(start)} ${after.place(start)}`);
  }
  for (const [start, end] of oldLinks) {
    if (before.status(start) === "same" || paired.has(start)) continue;
    beforeNotes.set(end, addressNote("link", attribute(before.token(start), "href") ?? "", undefined));
  }
  return { afterNotes, beforeNotes, markup };
}

export function htmlDiff(beforeHtml: string, afterHtml: string): DescriptionDiff {
  const aligned = align(beforeHtml, afterHtml);
  const { steps, before, after } = aligned;
  const notes = linkNotes(aligned);
  const markup: string[] = [];
  const noteMarkup = (s: Side, k: number, verb: string) => {
    const token = s.token(k);
    const linkTold = isLinkStart(token) || (isLinkEnd(token) && s.status(s.startOf(k) ?? k) !== "same");
    if (!linkTold && !s.shownByWords(k)) markup.push(`${verb} ${token} ${s.place(k)}`);
  };

  let [out, del, ins, marked] = ["", "", "", false];
  let oldImages: string[] = []; // the sources of the images this change removes, paired with those it adds
  const flush = () => {
    const wrapped = wrapText(del, "del") + wrapText(ins, "ins");
    marked ||= wrapped !== del + ins;
    [out, del, ins] = [out + wrapped, "", ""];
  };
  const emit = (html: string | undefined) => {
    if (!html) return;
    flush();
    [out, marked] = [out + html, true];
  };
  const endChange = () => {
    flush();
    for (const src of oldImages) emit(addressNote("image", src, undefined));
    oldImages = [];
  };
  for (const { status, i, j } of steps) {
    if (status === "same") {
      endChange();
      out += after.token(j);
      emit(notes.afterNotes.get(j));
      emit(notes.beforeNotes.get(i));
    } else if (status === "removed") {
      // Removed markup is dropped (the view keeps the proposed structure); removed text is shown struck out.
      const token = before.token(i);
      if (isImage(token)) oldImages.push(attribute(token, "src") ?? "");
      if (isTag(token)) noteMarkup(before, i, "Removed");
      else del += token;
      emit(notes.beforeNotes.get(i));
    } else {
      // The proposed markup is kept, so the view has the proposed structure; only its new text is marked.
      const token = after.token(j);
      if (del) flush();
      if (isTag(token)) {
        flush();
        out += token;
        noteMarkup(after, j, "Added");
      } else ins += token;
      const linkMarkup = notes.markup.get(j);
      if (linkMarkup) markup.push(linkMarkup);
      if (isImage(token)) {
        const [old, src] = [oldImages.shift(), attribute(token, "src") ?? ""];
        if (old !== src) emit(addressNote("image", old, src));
      }
      emit(notes.afterNotes.get(j));
    }
  }
  endChange();
  if (markup.length > MAX_MARKUP_DETAILS) {
    markup.splice(MAX_MARKUP_DETAILS - 1, Infinity, `…and ${markup.length - MAX_MARKUP_DETAILS + 1} more`);
  }
  // Only spacing or character codes differ: say so, rather than show no change at all.
  if (!marked && markup.length === 0 && beforeHtml !== afterHtml) markup.push("Spacing or character codes changed");
  return { html: out, markup };
}
