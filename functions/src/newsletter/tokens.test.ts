import {
  confirmToken,
  manageToken,
  readConfirmToken,
  readLeaveToken,
  readManageToken,
  subscriberIdOf,
  unsubscribeToken,
} from "./tokens";

// Read when the first token is checked (platform/config.ts caches the environment then).
process.env.RATE_LIMIT_SALT = "newsletter-unit-test-salt";
const SECRET = "newsletter-unit-test-salt";
const DAY_MS = 86_400_000;

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return { status: (error as { status?: number }).status, message: (error as Error).message };
  }
  throw new Error("not refused");
};

describe("the weekly e-mail's signed links", () => {
  const id = subscriberIdOf("Pat.Reader@Example.com", SECRET);

  it("names one subscriber per address, whatever its capitals, by a hash that hides the address", () => {
    expect(subscriberIdOf(" pat.reader@example.com ", SECRET)).toBe(id);
    expect(subscriberIdOf("someone.else@example.com", SECRET)).not.toBe(id);
    expect(id).toMatch(/^[\w-]{32}$/);
    expect(id).not.toContain("pat");
  });

  it("reads back what it signed, each token for its own purpose", () => {
    const created = new Date("2026-06-01T10:00:00Z");
    expect(readConfirmToken(confirmToken(id, "n0nce", created, SECRET), created)).toEqual({ id, nonce: "n0nce" });
    expect(readManageToken(manageToken(id, SECRET))).toBe(id);
    expect(readLeaveToken(unsubscribeToken(id, SECRET))).toBe(id);
    expect(readLeaveToken(manageToken(id, SECRET))).toBe(id); // the settings page's Unsubscribe button
  });

  it("refuses the one-click token anywhere but leaving: a logged one can't read or change the subscription", () => {
    expect(refusal(() => readManageToken(unsubscribeToken(id, SECRET)))).toEqual({
      status: 400,
      message: "This link is not valid. Please use the link in your most recent e-mail.",
    });
  });

  it("refuses a tampered, truncated, re-signed or foreign token as not valid", () => {
    const good = manageToken(id, SECRET);
    const other = subscriberIdOf("other@example.com", SECRET);
    for (const bad of [
      `${other}.${good.split(".")[1]}`, // someone else's id under this signature
      good.slice(0, -1),
      `${good}.x`,
      manageToken(id, "another-site's-secret"),
      "",
      "nonsense",
    ]) {
      expect(refusal(() => readManageToken(bad)).status).toBe(400);
    }
    const created = new Date("2026-06-01T10:00:00Z");
    const [tid, , expires, signature] = confirmToken(id, "n0nce", created, SECRET).split(".");
    expect(refusal(() => readConfirmToken(`${tid}.other.${expires}.${signature}`, created)).status).toBe(400);
    const later = (Number.parseInt(expires!, 36) + 86_400).toString(36); // a longer life, unsigned
    expect(refusal(() => readConfirmToken(`${tid}.n0nce.${later}.${signature}`, created)).status).toBe(400);
  });

  it("lets a confirmation link work for 7 days, then says it expired", () => {
    const created = new Date("2026-06-01T10:00:00Z");
    const token = confirmToken(id, "n0nce", created, SECRET);
    expect(readConfirmToken(token, new Date(created.getTime() + 7 * DAY_MS - 1000)).id).toBe(id);
    expect(refusal(() => readConfirmToken(token, new Date(created.getTime() + 7 * DAY_MS + 1000)))).toEqual({
      status: 410,
      message: "This confirmation link has expired (links work for 7 days). Please subscribe again.",
    });
  });
});
