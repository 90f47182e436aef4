/** The district day's e-mail (docs/product.md#district-days) and the reminder's special-hours lines. */
import { weekOf } from "@main-street/domain/weekly-hours";
import { accessLine, specialHoursLines } from "../mail";
import { districtDayMail } from "./mail";

const SITE = "https://site.example";
const link = (answer: string) => `${SITE}/owner/district-day#token=abc.def&answer=${answer}`;

describe("the district day's e-mail", () => {
  const mail = districtDayMail({
    businessName: 'Blue Plate <Diner> & "Co"',
    dayName: "Thanksgiving",
    date: "2026-11-26",
    usualHours: "6 AM – 2 PM",
    links: { usual: link("usual"), closed: link("closed"), open: link("open") },
  });

  it("names the day and the listing, and gives the three answers as links", () => {
    expect(mail.subject).toBe('Thanksgiving, November 26, 2026: will Blue Plate <Diner> & "Co" be open?');
    expect(mail.text).toContain("Thanksgiving is Thursday, November 26, 2026.");
    expect(mail.text).toContain('until you answer, your listing says "Holiday hours not confirmed" that day');
    expect(mail.text).toContain(`Open as usual (6 AM – 2 PM): ${link("usual")}`);
    expect(mail.text).toContain(`Closed all day: ${link("closed")}`);
    expect(mail.text).toContain(`Other hours: ${link("open")}`);
    expect(mail.text).not.toContain("access details");
  });

  it("escapes the listing's name in the HTML", () => {
    expect(mail.html).not.toContain("<Diner>");
    expect(mail.html).toContain("Blue Plate &lt;Diner&gt; &amp; &quot;Co&quot;");
    expect(mail.html).toContain(`<a href="${link("closed").replace(/&/g, "&amp;")}">Closed all day</a>`);
  });

  it("asks for the access details when staff asked and the listing reports none", () => {
    const asking = districtDayMail({
      businessName: "Spillway Books",
      dayName: "Damboree",
      date: "2026-07-04",
      usualHours: "closed",
      links: { usual: link("usual"), closed: link("closed"), open: link("open") },
      accessEdit: `${SITE}/owner/businesses/spillway-books`,
    });
    expect(asking.text).toMatch(
      /step-free entrance, an accessible restroom .*: https:\/\/site\.example\/owner\/businesses\/spillway-books/,
    );
  });
});

describe("the reminder's lines on special hours and access", () => {
  const hours = weekOf([{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "09:00", closes: "17:00" }]);

  it("lists the coming special days, an unanswered district day among them, and the seasons not over", () => {
    const lines = specialHoursLines(
      {
        hours,
        exceptions: [
          { date: "2026-11-20", kind: "closed", ranges: [], label: "Past" },
          { date: "2026-11-27", kind: "open", ranges: [{ opens: "17:00", closes: "01:00" }], label: "Art walk" },
        ],
        seasons: [{ from: "2026-12-01", to: "2026-12-24", label: "Holiday hours", hours }],
        unconfirmedDays: [{ date: "2026-11-26", name: "Thanksgiving" }],
      },
      "2026-11-21",
    );
    expect(lines).toEqual([
      {
        label: "Special days",
        value: "Thu, Nov 26 Thanksgiving: Hours not confirmed; Fri, Nov 27 Art walk: 5 PM – 1 AM",
      },
      {
        label: "Seasonal hours",
        value: "Holiday hours, December 1 – December 24, 2026: Mon–Fri 9 AM – 5 PM; Sat, Sun closed",
      },
    ]);
    expect(specialHoursLines({ hours }, "2026-11-21")).toEqual([]);
  });

  it("says what the listing reports about access, or asks for it", () => {
    expect(accessLine({ "step-free-entrance": { state: "yes", note: "Ramp" } }).value).toBe(
      "Step-free entrance: yes (Ramp)",
    );
    expect(accessLine({}).value).toMatch(/^None reported yet/);
  });
});
