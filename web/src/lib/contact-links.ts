/** 'tel:' target for a display phone number, e.g. '(702) 555-0101' -> 'tel:+17025550101'. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}

/** 'https://www.example.com/menu/' -> 'example.com/menu'. */
export function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, "").replace(/\/$/, "");
}
