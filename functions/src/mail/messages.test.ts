import type { InboxItem } from "@main-street/domain/inbox";
import { decisionMail, staffNotice } from "./messages";

const item: InboxItem = {
  id: "abc",
  type: "contact",
  status: "new",
  createdAt: "2026-01-01T00:00:00.000Z",
  name: "Eve <script>alert(1)</script>",
  email: "eve@example.com",
  phone: "",
  summary: "",
  fields: [
    { label: "Message", value: `<img src=x onerror="alert(1)"> & "quotes"` },
    { label: "Email", value: "eve@example.com" },
  ],
  notice: { state: "pending", attempts: 0 },
  expireAt: null,
  decision: null,
};

describe("staff notice", () => {
  const mail = staffNotice(item, "https://site.example/admin?tab=inbox&item=abc");

  it("names the type and sender in the subject", () => {
    expect(mail.subject).toBe("New contact message from Eve <script>alert(1)</script>");
  });

  it("escapes submitted text in the HTML and keeps the link", () => {
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;quotes&quot;");
    expect(mail.html).toContain('<a href="https://site.example/admin?tab=inbox&amp;item=abc">');
    expect(mail.text).toContain("Open it in the inbox: https://site.example/admin?tab=inbox&item=abc");
  });
});

describe("the hour's last staff notice", () => {
  it("says later submissions this hour wait in the inbox without an e-mail", () => {
    const mail = staffNotice(item, "https://site.example/admin?tab=inbox&item=abc", 10);
    expect(mail.text).toContain("This is the last notice this hour (the website sends at most 10 an hour).");
    expect(mail.html).toContain("<p>This is the last notice this hour");
    expect(staffNotice(item, "https://site.example/x").text).not.toContain("last notice");
  });
});

describe("proposer e-mail", () => {
  const spam = "Refund pending – visit evil.example";
  const proposal = {
    ...item,
    type: "proposal" as const,
    createdAt: "2031-03-04T02:00:00.000Z",
    fields: [
      { label: "Title", value: spam },
      { label: "Description", value: "Call 555-0199 now" },
    ],
  };

  it("says approved with the title staff published and a link to the event", () => {
    const mail = decisionMail(
      proposal,
      { state: "approved", eventTitle: "<b>Chalk</b> day", eventLink: "https://s.example/events/e1" },
      "https://s.example",
    );
    expect(mail.subject).toBe("Your event proposal was approved: <b>Chalk</b> day");
    expect(mail.html).toContain("&lt;b&gt;Chalk&lt;/b&gt; day");
    expect(mail.html).toContain('href="https://s.example/events/e1"');
  });

  it("says declined with the staff's note, escaped, and the day it was sent in Boulder City", () => {
    const mail = decisionMail(proposal, { state: "declined", note: "Try <again> in spring" }, "https://s.example");
    expect(mail.subject).toBe("Your event proposal");
    expect(mail.text).toContain("the event proposal you sent us on March 3, 2031");
    expect(mail.text).toContain("Note from our staff: Try <again> in spring");
    expect(mail.html).toContain("Try &lt;again&gt; in spring");
  });

  it("never carries the proposal's own text", () => {
    for (const decision of [
      { state: "approved" as const, eventTitle: "Chalk day", eventLink: "https://s.example/events/e1" },
      { state: "declined" as const, note: "Sorry" },
    ]) {
      const mail = decisionMail(proposal, decision, "https://s.example");
      for (const text of [mail.subject, mail.text, mail.html]) {
        expect(text).not.toContain("evil.example");
        expect(text).not.toContain("555-0199");
      }
    }
  });
});
