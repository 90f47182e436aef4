/**
 * What writes a page's address for search engines, calendars and sign-in takes it from the registry, encoded: a
 * record whose id needs escaping still gets an address that leads back to it.
 */
import { safeReturnPath } from "./auth";
import { calendarDetails, eventIcsPath } from "./calendar-links";
import { directoryHref } from "./directory-query";
import { pages } from "./paths";
import { businessMeta, eventMeta } from "./seo";
import { eventJsonLd, localBusinessJsonLd } from "./structured-data";
import { businessFixture } from "./test-fixtures/business";
import { eventFixture } from "./test-fixtures/event";

const ORIGIN = "https://site.example";
const ID = "a/b?c#d";

const event = eventFixture(ID, {
  title: "Art Walk",
  description: "<p>Art.</p>",
  date: "2030-01-04",
  displayDate: "January 4, 2030",
  time: "5:00 PM",
  location: "Nevada Way",
});

describe("addresses written from the registry", () => {
  it("gives a business page's canonical address encoded", () => {
    expect(businessMeta(businessFixture(ID)).path).toBe("/directory/a%2Fb%3Fc%23d");
    expect(localBusinessJsonLd(businessFixture(ID), ORIGIN)["@id"]).toBe(`${ORIGIN}/directory/a%2Fb%3Fc%23d#business`);
  });

  it("gives an event page's canonical address encoded, with its date", () => {
    expect(eventMeta(event).path).toBe(pages.event.href(ID));
    expect(eventMeta(event).path).toBe("/events/a%2Fb%3Fc%23d");
    expect(eventJsonLd(event, ORIGIN)?.url).toBe(`${ORIGIN}/events/a%2Fb%3Fc%23d`);
    expect(calendarDetails(event, ORIGIN)).toContain(`${ORIGIN}/events/a%2Fb%3Fc%23d`);
    expect(eventIcsPath(ID, "2030-01-04")).toBe("/api/events/a%2Fb%3Fc%23d.ics?date=2030-01-04");
  });

  it("writes the directory's query as the registry's directory address", () => {
    expect(directoryHref({ q: "fish & chips", page: 2 })).toBe("/directory?q=fish+%26+chips&page=2");
  });

  it("never sends sign-in back to the sign-in or sign-out addresses", () => {
    expect(safeReturnPath(pages.login.href("/events"), ORIGIN)).toBe(pages.home.href());
    expect(safeReturnPath("/api/logout", ORIGIN)).toBe("/");
    expect(safeReturnPath("/loginx", ORIGIN)).toBe("/loginx");
  });
});
