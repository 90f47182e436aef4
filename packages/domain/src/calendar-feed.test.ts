import {
  businessFeed,
  categoryFeed,
  eventCategories,
  inCategory,
  knownCategory,
  siteFeed,
  subscribeLinks,
  webcalFeedUrl,
} from "./calendar-feed";
import { pageHeadTags, pageMeta } from "./seo";

const ORIGIN = "https://bouldercitymainstreet.example";

describe("the calendar feeds", () => {
  it("name each feed and give its address", () => {
    expect(siteFeed()).toEqual({ name: "Boulder City Main Street Events", path: "/api/events.ics" });
    expect(categoryFeed("Arts & Crafts")).toEqual({
      name: "Arts & Crafts events — Boulder City Main Street",
      path: "/api/events.ics?category=Arts+%26+Crafts",
    });
    expect(businessFeed({ id: "blue-plate-diner", name: "Blue Plate Diner" })).toEqual({
      name: "Events at Blue Plate Diner — Boulder City Main Street",
      path: "/api/businesses/blue-plate-diner/events.ics",
    });
  });

  it("write the webcal:// address of a feed on the site's host", () => {
    expect(webcalFeedUrl("http://127.0.0.1:5000/")).toBe("webcal://127.0.0.1:5000/api/events.ics");
    expect(webcalFeedUrl(ORIGIN, categoryFeed("Market").path)).toBe(
      "webcal://bouldercitymainstreet.example/api/events.ics?category=Market",
    );
  });
});

describe("subscribeLinks", () => {
  const links = subscribeLinks(businessFeed({ id: "rock-&-roll", name: "Rock & Roll Café" }), ORIGIN);
  const feed = `${ORIGIN}/api/businesses/rock-%26-roll/events.ics`;

  it("gives the feed's own address to copy and its webcal:// address for Apple Calendar", () => {
    expect(links.address).toBe(feed);
    expect(links.webcal).toBe(feed.replace("https://", "webcal://"));
  });

  it("has Google Calendar subscribe to the webcal:// address (cid)", () => {
    const google = new URL(links.google);
    expect(google.origin + google.pathname).toBe("https://calendar.google.com/calendar/r");
    expect(google.searchParams.get("cid")).toBe(links.webcal);
  });

  it("has Outlook.com and Microsoft 365 add the feed from the web, with its name", () => {
    for (const [link, host] of [
      [links.outlook, "outlook.live.com"],
      [links.office365, "outlook.office.com"],
    ] as const) {
      const url = new URL(link);
      expect(url.host + url.pathname).toBe(`${host}/calendar/0/addfromweb`);
      expect(url.searchParams.get("url")).toBe(feed);
      expect(url.searchParams.get("name")).toBe("Events at Rock & Roll Café — Boulder City Main Street");
    }
  });
});

describe("event categories (free text)", () => {
  const events = [{ category: "Arts" }, { category: " arts " }, { category: "" }, { category: "market" }];

  it("are listed once each, as first written, in alphabetical order", () => {
    expect(eventCategories(events)).toEqual(["Arts", "market"]);
  });

  it("match whatever the case and surrounding spaces", () => {
    expect(knownCategory(events, "ARTS ")).toBe("Arts");
    expect(knownCategory(events, "Parade")).toBeNull();
    expect(inCategory({ category: "Market " }, "market")).toBe(true);
    expect(inCategory({ category: "Marketplace" }, "market")).toBe(false);
  });
});

describe("a page's head", () => {
  it("links the page's feed as a calendar, by its name, at an absolute address", () => {
    const meta = pageMeta("Arts Events", "Arts events downtown.", "/events?category=Arts");
    expect(pageHeadTags(meta, ORIGIN).filter((t) => t.attributes.rel === "alternate")).toEqual([]);
    const tags = pageHeadTags({ ...meta, feed: categoryFeed("Arts") }, ORIGIN);
    expect(tags.filter((t) => t.attributes.rel === "alternate")).toEqual([
      {
        tag: "link",
        attributes: {
          rel: "alternate",
          type: "text/calendar",
          title: "Arts events — Boulder City Main Street",
          href: `${ORIGIN}/api/events.ics?category=Arts`,
        },
      },
    ]);
  });
});
