/**
 * Businesses and events whose every public free-text field carries a payload of the OWASP filter-evasion corpus
 * (functions/src/html/xss-corpus.ts), rotating so that each payload is used at least once. Payloads are rewritten
 * to leave evidence if they ever run: `alert(` sets the global `__xss` first, remote hosts become ATTACKER_HOST.
 */
import { businessInputSchema } from "@main-street/domain/business";
import { LIMITS } from "@main-street/domain/limits";
import { XSS_CORPUS } from "../../scripts/test/fixtures/xss-corpus";
import { CATEGORY_NAME_MAX } from "@main-street/domain/event-categories";

export const ATTACKER_HOST = "attacker.invalid";
/** True for a request to a host a payload names: the rewritten one, or the corpus' own if a rewrite missed one. */
export function isAttackerRequest(url: string): boolean {
  return /(^|\.)(attacker\.invalid|xss\.example)$/i.test(new URL(url).hostname);
}

/** `alert(1)` becomes `(__xss=alert)(1)`: it sets window.__xss, then still opens a dialog. */
export function armed(html: string): string {
  return html.replace(/alert\(/g, "(__xss=alert)(").replace(/xss\.example/g, ATTACKER_HOST);
}

export const PAYLOADS = XSS_CORPUS.map((v) => armed(v.html));

/** What single-line fields refuse (functions/src/domain/fields.ts). */
function hasControlCharacters(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text);
}

/** Hands out payloads in corpus order, each the next unused one that fits a field's length cap. */
export class PayloadRotation {
  private readonly unused = new Set(PAYLOADS.map((_, i) => i));
  private next = 0;

  get done(): boolean {
    return this.unused.size === 0;
  }

  /**
   * The next payload that fits. Single-line fields (the default) refuse line breaks and other control characters,
   * so they only get payloads without them; multi-line fields (descriptions, excerpts, messages) get any.
   */
  take(max: number, lines: "single" | "multi" = "single"): string {
    const fits = (i: number) =>
      PAYLOADS[i]!.length <= max && (lines === "multi" || !hasControlCharacters(PAYLOADS[i]!));
    const fresh = [...this.unused].find(fits);
    const index = fresh ?? this.cycleTo(fits);
    this.unused.delete(index);
    return PAYLOADS[index]!;
  }

  /** Several payloads for a field with room for them all (descriptions). */
  takeMany(count: number): string {
    return Array.from({ length: count }, () => this.take(LIMITS.html, "multi")).join("\n");
  }

  private cycleTo(fits: (i: number) => boolean): number {
    for (let step = 0; step < PAYLOADS.length; step++) {
      const i = (this.next + step) % PAYLOADS.length;
      if (fits(i)) {
        this.next = i + 1;
        return i;
      }
    }
    throw new Error("no corpus payload fits this field");
  }
}

const DESCRIPTION_PAYLOADS = 12;

/** A business body for POST /api/admin/businesses; `marker` starts the name so the test can find the page. */
export function xssBusiness(marker: string, rotation: PayloadRotation, featured: boolean) {
  const body = {
    name: `${marker} ${rotation.take(LIMITS.title - marker.length - 1)}`,
    category: "shopping",
    subcategory: rotation.take(LIMITS.shortText),
    description: rotation.takeMany(DESCRIPTION_PAYLOADS),
    excerpt: rotation.take(LIMITS.excerpt, "multi"),
    website: websiteCarrying(rotation.take(LIMITS.url - 40)),
    phone: rotation.take(LIMITS.phone),
    address: rotation.take(LIMITS.shortText),
    hoursNote: rotation.take(LIMITS.shortText),
    tags: [rotation.take(LIMITS.tag), rotation.take(LIMITS.tag), rotation.take(LIMITS.tag)],
    featured: featured ? "true" : "false",
  };
  if (!businessInputSchema.safeParse(body).success) throw new Error(`the schema refuses ${JSON.stringify(body)}`);
  return body;
}

/**
 * The website must be an http(s) address with no spaces (the schema), so the payload rides in its path with
 * whitespace removed: enough to break out of an unescaped href attribute.
 */
function websiteCarrying(payload: string): string {
  return `https://${ATTACKER_HOST}/"${payload.replace(/\s+/g, "")}`;
}

/** An event body for POST /api/admin/events; `marker` starts the title. */
export function xssEvent(marker: string, rotation: PayloadRotation, date: string, featured: boolean) {
  return {
    title: `${marker} ${rotation.take(LIMITS.title - marker.length - 1)}`,
    // Some text survives the sanitiser, so the required description is never cleaned down to nothing.
    description: `<p>About ${marker}</p>\n${rotation.takeMany(DESCRIPTION_PAYLOADS)}`,
    excerpt: rotation.take(LIMITS.excerpt, "multi"),
    date,
    time: rotation.take(60),
    location: rotation.take(LIMITS.shortText),
    // A staff-managed category (docs/product.md#event-categories): the test adds it to the list first.
    category: rotation.take(CATEGORY_NAME_MAX),
    featured: featured ? "true" : "false",
  };
}
