import { HONEYPOT_FIELD } from "@main-street/domain/submissions";
import { honeypotFilled } from "./honeypot";

describe("honeypotFilled", () => {
  it("is false for what the site's forms send: the field empty, blank or missing", () => {
    expect(honeypotFilled({ firstName: "Ann" })).toBe(false);
    expect(honeypotFilled({ [HONEYPOT_FIELD]: "" })).toBe(false);
    expect(honeypotFilled({ [HONEYPOT_FIELD]: "   " })).toBe(false);
    expect(honeypotFilled({ [HONEYPOT_FIELD]: null })).toBe(false);
  });

  it("is true for anything a bot puts in it", () => {
    expect(honeypotFilled({ [HONEYPOT_FIELD]: "https://spam.example" })).toBe(true);
    expect(honeypotFilled({ [HONEYPOT_FIELD]: 0 })).toBe(true);
    expect(honeypotFilled({ [HONEYPOT_FIELD]: false })).toBe(true);
    expect(honeypotFilled({ [HONEYPOT_FIELD]: ["x"] })).toBe(true);
  });

  it("ignores non-object bodies and inherited properties", () => {
    expect(honeypotFilled(null)).toBe(false);
    expect(honeypotFilled("homepage_url=x")).toBe(false);
    expect(honeypotFilled([{ [HONEYPOT_FIELD]: "x" }])).toBe(false);
    expect(honeypotFilled(Object.create({ [HONEYPOT_FIELD]: "x" }))).toBe(false);
  });
});
