import { emptyCounts } from "@main-street/domain/listing-stats";
import { monthlySummaryMail, statLines } from "./stats-messages";

const links = { owner: "https://site.example/owner", optOut: "https://site.example/owner/monthly-summary?token=a.b" };

describe("the listing statistics in owners' e-mails", () => {
  it("gives each counter its total and, with the previous period, its change", () => {
    const lines = statLines({ ...emptyCounts(), views: 1200, phone: 3 }, { ...emptyCounts(), views: 1000 });
    expect(lines[0]).toEqual({ label: "Page views", value: "1,200 (+20% from the previous 30 days)" });
    expect(lines.find((l) => l.label === "Phone taps")?.value).toBe("3 (Up from none in the previous 30 days)");
    expect(statLines(emptyCounts())[0]).toEqual({ label: "Page views", value: "0" });
  });

  it("lists each listing's month in text and escaped HTML, with the opt-out link", () => {
    const mail = monthlySummaryMail(
      "March 2026",
      [
        { name: "Cafe <b>Bold</b> & Co", totals: { ...emptyCounts(), views: 7 } },
        { name: "Diner", totals: emptyCounts() },
      ],
      links,
    );
    expect(mail.subject).toBe("Your listings in March 2026");
    expect(mail.text).toContain("Cafe <b>Bold</b> & Co\nPage views: 7\n");
    expect(mail.text).toContain(`Stop these monthly e-mails: ${links.optOut}`);
    expect(mail.html).toContain("<h2>Cafe &lt;b&gt;Bold&lt;/b&gt; &amp; Co</h2>");
    expect(mail.html).not.toContain("<b>Bold");
    expect(mail.html).toContain('href="https://site.example/owner/monthly-summary?token=a.b"');
  });

  it("names the listing in the subject when there is one", () => {
    const mail = monthlySummaryMail("March 2026", [{ name: "Diner", totals: emptyCounts() }], links);
    expect(mail.subject).toBe("Diner in March 2026: your listing's month");
  });
});
