/** 'tel:' target for a display phone number, e.g. '(702) 555-0101' -> 'tel:+17025550101'. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}

/** 'https://www.example.com/menu/' -> 'example.com/menu'. */
export function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, "").replace(/\/$/, "");
}

/** 'mailto:' target for a listing's public e-mail address. */
export function mailHref(email: string): string {
  return `mailto:${email}`;
}

/** Directions to an address in Google Maps (its URL scheme opens the app on phones that have it). */
export function directionsHref(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}
