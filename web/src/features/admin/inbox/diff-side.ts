/** One side of the description diff: its tokens, what happened to each, and what a changed tag formats. */
import { isEndTag, isImage, isWord, matchingEnds, plainText } from "./html-tokens";

export type Status = "same" | "added" | "removed";

export class Side {
  /** Each element's start tag index mapped to its end tag's, and back. */
  readonly ends: Map<number, number>;
  private readonly starts: Map<number, number>;

  constructor(
    private readonly tokens: string[],
    private readonly statuses: Status[],
  ) {
    this.ends = matchingEnds(tokens);
    this.starts = new Map([...this.ends].map(([start, end]) => [end, start]));
  }

  token = (k: number) => this.tokens[k] ?? "";
  status = (k: number): Status => this.statuses[k] ?? "same";
  startOf = (k: number) => this.starts.get(k);

  /** The nearest word a tag formats: the next one for a start tag, the previous one for an end tag. */
  private formattedWord(k: number): number | undefined {
    const step = isEndTag(this.token(k)) ? -1 : 1;
    for (let n = k + step; n >= 0 && n < this.tokens.length; n += step) if (isWord(this.token(n))) return n;
    return undefined;
  }

  /** Where a tag sits: "before “cake”", "after an image", "at the end". */
  place(k: number): string {
    const n = this.formattedWord(k);
    const end = isEndTag(this.token(k));
    if (n === undefined) return end ? "at the start" : "at the end";
    const word = isImage(this.token(n)) ? "an image" : `“${plainText(this.token(n)).slice(0, 40)}”`;
    return `${end ? "after" : "before"} ${word}`;
  }

  /**
   * Whether an added or removed tag shows in the view already: an element whose words are all added (or all
   * removed) shows as marked words. Otherwise (existing words made bold, a paragraph split) only the markup changed.
   */
  shownByWords(k: number): boolean {
    const start = isEndTag(this.token(k)) ? this.startOf(k) : k;
    if (start !== undefined && start !== k && this.status(start) !== "same") return true; // told at its start tag
    const end = start === k ? this.ends.get(k) : undefined;
    if (end === undefined) {
      const n = this.formattedWord(k); // a <br>, or an end tag that moved
      return n !== undefined && this.status(n) !== "same";
    }
    let words = 0;
    for (let n = k + 1; n < end; n++) {
      if (!isWord(this.token(n))) continue;
      if (this.status(n) === "same") return false;
      words++;
    }
    return words > 0;
  }
}
