/**
 * A calendar file's octets as text (RFC 5545 3.1): lines are unfolded first, on the octets, since a line may be
 * folded inside a multi-octet character; then decoded in the charset the server declared (UTF-8 when none, as RFC
 * 5545 says), a byte-order mark dropped.
 */

const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;

/** The octets with every fold (CRLF or LF, then a space or tab) removed. */
function unfoldOctets(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    const after = b === CR && bytes[i + 1] === LF ? i + 2 : b === LF ? i + 1 : -1;
    if (after > 0 && (bytes[after] === SPACE || bytes[after] === TAB)) {
      i = after; // the fold and its one space go
      continue;
    }
    out[n++] = b;
  }
  return out.subarray(0, n);
}

/** The text of a calendar's octets in `charset` (a label TextDecoder knows, else UTF-8, which `warn` hears). */
export function decodeCalendar(bytes: Uint8Array, charset: string, warn: (message: string) => void): string {
  const unfolded = unfoldOctets(bytes);
  const label = charset.trim().replace(/^"|"$/g, "") || "utf-8";
  try {
    return new TextDecoder(label).decode(unfolded);
  } catch {
    warn(`The calendar's charset "${label.slice(0, 40)}" is unknown: it was read as UTF-8`);
    return new TextDecoder("utf-8").decode(unfolded);
  }
}
