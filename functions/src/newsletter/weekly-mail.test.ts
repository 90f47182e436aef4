/**
 * One weekly e-mail, from a week's selection to its HTML and text (digest.ts, weekly-mail.ts), and the HTML checked
 * against the e-mail clients' support tables (caniemail's data, through @jsx-email/doiuse-email).
 */
import { doIUseEmail } from "@jsx-email/doiuse-email";
import type { CommunityEvent } from "@main-street/domain/event";
import { edition } from "@main-street/domain/newsletter-week";
import type { ThisWeek } from "@main-street/domain/this-week";
import { digestFor, type DigestSource } from "./digest";
import { weeklyMail } from "./weekly-mail";

const SITE = "https://bcms.example";
const LINKS = {
  siteUrl: SITE,
  webCopy: `${SITE}/this-week?week=2026-W23`,
  settings: `${SITE}/newsletter/settings#token=manage-token`,
  unsubscribe: `${SITE}/newsletter/unsubscribe#token=leave-token`,
  oneClick: `${SITE}/api/newsletter/one-click?token=leave-token`,
};

const event = (id: string, fields: Partial<CommunityEvent>) => [
  id,
  { id, category: "", featured: "false", rrule: "", ...fields },
];

/** The edition of Thursday June 4, 2026: Friday June 5 to Thursday June 11. */
function source(): DigestSource {
  const day = (
    date: string,
    weekday: string,
    events: ThisWeek["days"][number]["events"] = [],
    openLate: ThisWeek["days"][number]["openLate"] = [],
  ) => ({ date, weekday, events, openLate });
  const late = (id: string, name: string, until: string) => ({ id, name, address: `${name} Street`, until });
  const week: ThisWeek = {
    from: "2026-06-05",
    to: "2026-06-11",
    days: [
      day(
        "2026-06-05",
        "Friday",
        [
          {
            id: "walk",
            title: "Art Walk",
            date: "2026-06-05",
            day: "2026-06-05",
            time: "6:00 PM",
            location: "Nevada Way",
          },
          {
            id: "market",
            title: "Farmers Market",
            date: "2026-06-05",
            day: "2026-06-05",
            time: "8 AM–noon",
            location: "Wilbur Square",
          },
          { id: "gone", title: "Called Off", date: "2026-06-05", day: "2026-06-05", time: "", location: "" },
        ],
        [late("milos", "Milo's <Wine> Bar", "11 PM"), late("pub", "Backstop Pub", "10 PM")],
      ),
      day(
        "2026-06-06",
        "Saturday",
        [
          {
            id: "jamboree",
            title: "Spring <Jamboree> & Parade",
            date: "2026-06-06",
            day: "2026-06-06",
            time: "10:00 AM",
            location: "Downtown",
          },
          {
            id: "market",
            title: "Farmers Market",
            date: "2026-06-12",
            day: "2026-06-06",
            time: "9 AM",
            location: "Bicentennial Park",
          },
        ],
        [late("milos", "Milo's <Wine> Bar", "11 PM")],
      ),
      day("2026-06-07", "Sunday"),
      day("2026-06-08", "Monday"),
      day("2026-06-09", "Tuesday", [], [late("pub", "Backstop Pub", "9 PM")]),
      day("2026-06-10", "Wednesday"),
      day("2026-06-11", "Thursday", [
        {
          id: "tour",
          title: "Dam Workers' Homes Tour",
          date: "2026-06-11",
          day: "2026-06-11",
          time: "",
          location: "Visitor Center",
        },
      ]),
    ],
  };
  const events = new Map([
    event("walk", { category: "Arts", hostBusinessId: "gallery" }),
    event("market", { category: "Market", rrule: "FREQ=WEEKLY;BYDAY=FR" }),
    event("gone", { category: "Arts", cancelled: true }),
    event("jamboree", { category: "Festival", featured: "true", hostBusinessId: "removed" }),
    event("tour", { category: "tour " }),
  ] as [string, CommunityEvent][]);
  return {
    edition: edition("2026-W23")!,
    week,
    events,
    businessNames: new Map([["gallery", "Desert Gallery"]]),
  };
}

describe("the week's digest", () => {
  it("lists every date of the week, featured ones first, the others by day and time, cancelled ones left out", () => {
    const digest = digestFor(source(), []);
    expect(digest.featured.map((e) => [e.title, e.weekday, e.path])).toEqual([
      ["Spring <Jamboree> & Parade", "Saturday", "/events/jamboree"],
    ]);
    expect(digest.days.map((d) => [d.weekday, d.events.map((e) => e.title)])).toEqual([
      ["Friday", ["Farmers Market", "Art Walk"]],
      ["Saturday", ["Farmers Market"]],
      ["Sunday", []],
      ["Monday", []],
      ["Tuesday", []],
      ["Wednesday", []],
      ["Thursday", ["Dam Workers' Homes Tour"]],
    ]);
    expect(digest.otherEvents).toBe(0);
  });

  it("links a series date to its own page and names its host; a moved date stays that date's page", () => {
    const { days } = digestFor(source(), []);
    const [market, walk] = days[0]!.events;
    expect(market).toMatchObject({ path: "/events/market?date=2026-06-05", time: "8 AM–noon", host: "" });
    expect(walk).toMatchObject({ path: "/events/walk", host: "Desert Gallery", location: "Nevada Way" });
    expect(days[1]!.events[0]).toMatchObject({ path: "/events/market?date=2026-06-12", location: "Bicentennial Park" });
  });

  it("keeps to the subscriber's categories, whatever their case, and counts what it leaves out", () => {
    const digest = digestFor(source(), ["arts", "Tour"]);
    expect(digest.featured).toEqual([]);
    expect(digest.days.flatMap((d) => d.events.map((e) => e.title))).toEqual(["Art Walk", "Dam Workers' Homes Tour"]);
    expect(digest.otherEvents).toBe(3); // two market dates and the jamboree
  });

  it("lists each business open late once, with its nights, the most nights first", () => {
    expect(digestFor(source(), []).openLate).toEqual([
      {
        name: "Backstop Pub",
        path: "/directory/pub",
        address: "Backstop Pub Street",
        nights: "until 10 PM Fri; 9 PM Tue",
      },
      {
        name: "Milo's <Wine> Bar",
        path: "/directory/milos",
        address: "Milo's <Wine> Bar Street",
        nights: "until 11 PM Fri, Sat",
      },
    ]);
  });
});

describe("the weekly e-mail", () => {
  const mail = weeklyMail(digestFor(source(), []), LINKS);

  it("is named for its week and its first featured event", () => {
    expect(mail.subject).toBe("This week downtown, June 5 – June 11, 2026: Spring <Jamboree> & Parade and 4 more");
  });

  it("asks mail apps for one-click unsubscribe (RFC 8058) at an https address", () => {
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<https://bcms.example/api/newsletter/one-click?token=leave-token>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("says the same in plain text, with every link written out", () => {
    expect(mail.text).toContain(
      "DON'T MISS\n* Spring <Jamboree> & Parade\n  Saturday · 10:00 AM · Downtown\n  https://bcms.example/events/jamboree",
    );
    expect(mail.text).toContain(
      "FRIDAY, JUNE 5\n* Farmers Market\n  8 AM–noon · Wilbur Square\n  https://bcms.example/events/market?date=2026-06-05",
    );
    expect(mail.text).toContain("* Art Walk\n  6:00 PM · Nevada Way · Hosted by Desert Gallery");
    expect(mail.text).toContain("* Backstop Pub until 10 PM Fri; 9 PM Tue (Backstop Pub Street)");
    expect(mail.text).toContain("See the whole week on the web: https://bcms.example/this-week?week=2026-W23");
    expect(mail.text).toContain("Unsubscribe: https://bcms.example/newsletter/unsubscribe#token=leave-token");
    expect(mail.text).toContain("Change your categories: https://bcms.example/newsletter/settings#token=manage-token");
  });

  it("escapes the events' and businesses' text in the HTML", () => {
    expect(mail.html).toContain("Spring &lt;Jamboree&gt; &amp; Parade");
    expect(mail.html).toContain("Milo&#39;s &lt;Wine&gt; Bar");
    expect(mail.html).not.toContain("<Jamboree>");
  });

  it("is built the way e-mail clients need: tables and inline styles, no stylesheet, script or web font", () => {
    expect(mail.html).not.toMatch(/<style|<link|<script|@import|@font-face|class=/i);
    expect(mail.html.match(/<table role="presentation"/g)?.length).toBeGreaterThanOrEqual(4);
    const images = [...mail.html.matchAll(/<img [^>]*>/g)].map(([img]) => img);
    expect(images).toEqual([expect.stringContaining('src="https://bcms.example/images/logo-mark-96.png"')]);
    for (const img of images) {
      expect(img).toMatch(/ alt="[^"]+"/);
      expect(img).toMatch(/ width="48" height="48"/);
    }
    expect(mail.html).toContain('href="https://bcms.example/newsletter/unsubscribe#token=leave-token"');
    expect(mail.html).toContain('href="https://bcms.example/this-week?week=2026-W23"');
  });

  it("uses nothing Gmail, Outlook or Apple Mail can't show, but the body element and role attributes", () => {
    const report = doIUseEmail(mail.html, { emailClients: ["gmail.*", "outlook.*", "apple-mail.*"] });
    const errors = report.success ? [] : report.errors;
    // Outlook's apps drop <body> (the outer table carries the background) and one ignores role="presentation",
    // which only helps screen readers elsewhere: neither changes what anyone sees.
    const unexpected = errors.filter(
      (e) => !/^`(<body> element|role attribute)` is not supported by `outlook\./.test(e),
    );
    expect(unexpected).toEqual([]);
    expect(errors.length).toBeGreaterThan(0); // the check really ran on this HTML
  });

  it("says so when none of the subscriber's kinds of events happen that week", () => {
    const empty = weeklyMail(digestFor(source(), ["Parade"]), LINKS);
    expect(empty.subject).toBe("This week downtown, June 5 – June 11, 2026");
    expect(empty.text).toContain(
      "No events in your categories this week.\n\n5 more events this week in other categories.",
    );
  });
});
