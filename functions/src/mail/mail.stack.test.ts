/**
 * The inbox e-mail over real SMTP (the stack's catcher): staff get a notice of each submission with a link to the
 * item, and a proposer hears of the decision only what staff chose to send. Submitted text is escaped in the HTML.
 */
import { randomUUID } from "node:crypto";
import type { StackAdmin } from "../../../scripts/stack/admin";
import { caughtMail, waitForMail } from "../../../scripts/test/caught-mail";
import { adminForTests, api, stackUrl } from "../../../scripts/test/stack-env";
import { apiAs, sessionsFor, type TestSession } from "../../../scripts/test/sessions";

let stack: StackAdmin;
let admin: TestSession;

beforeAll(async () => {
  stack = adminForTests();
  ({ admin } = await sessionsFor("mail"));
});
afterAll(() => stack.close());

test("a contact message sends staff a notice with the right subject and a link to the inbox item", async () => {
  const last = `Mailer${randomUUID().slice(0, 8)}`;
  const sent = await api("/api/contact", {
    method: "POST",
    body: {
      firstName: "Grace",
      lastName: last,
      email: "grace.mail@example.com",
      inquiryType: "visitor",
      message: "Is <b>the museum</b> open & free?",
    },
  });
  expect(sent.status).toBe(201);
  const id = sent.body.id as string;
  const mail = await waitForMail((m) => m.subject === `New contact message from Grace ${last}`);
  expect(mail.to).toContain(admin.email);
  const link = `${stackUrl()}/admin?tab=inbox&item=${id}`;
  expect(mail.text).toContain(link);
  expect(mail.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
  expect(mail.html).toContain("Is &lt;b&gt;the museum&lt;/b&gt; open &amp; free?");
  expect(mail.html).not.toContain("<b>the museum</b>");
  const item = await apiAs(admin, "GET", `/api/admin/inbox/${id}`);
  expect(item.body.notice).toEqual({ state: "sent", attempts: 1 });
});

const proposal = (title: string, email: string) => ({
  title,
  description: "Chalk for everyone.\nBring the kids.",
  date: "2031-04-12",
  time: "10:00 AM",
  location: "Wilbur Square",
  organizerName: "Pat Organiser",
  email,
  phone: "702-555-0142",
});

test("a proposal is stored privately; approving it links the event and e-mails the proposer", async () => {
  const title = `Refund pending - visit evil.example ${randomUUID().slice(0, 8)}`;
  const email = `proposer-${randomUUID().slice(0, 8)}@example.com`;
  const sent = await api("/api/event-proposals", { method: "POST", body: proposal(title, email) });
  expect(sent.status).toBe(201);
  const id = sent.body.id as string;
  await waitForMail((m) => m.subject === "New event proposal from Pat Organiser" && m.text.includes(id));
  expect((await api("/api/events")).body.map((e: { title: string }) => e.title)).not.toContain(title);

  const published = `Chalk day ${randomUUID().slice(0, 8)}`; // staff retitled it before saving
  const event = await apiAs(admin, "POST", "/api/admin/events", {
    title: published,
    description: "<p>Chalk for everyone.</p>",
    date: "2031-04-12",
  });
  expect(event.status).toBe(201);
  const approved = await apiAs(admin, "PUT", `/api/admin/inbox/${id}/approve`, { eventId: event.body.id });
  expect(approved.status).toBe(200);
  expect(approved.body).toMatchObject({ status: "handled", decision: { state: "approved", eventId: event.body.id } });
  const mail = await waitForMail((m) => m.to.includes(email));
  expect(mail.subject).toBe(`Your event proposal was approved: ${published}`);
  expect(mail.text).toContain(`${stackUrl()}/events/${event.body.id}`);
  expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain("evil.example");
});

test("declining sends the proposer the note; approve needs a saved event; contact items can't be decided", async () => {
  const email = `declined-${randomUUID().slice(0, 8)}@example.com`;
  const sent = await api("/api/event-proposals", { method: "POST", body: proposal("Refund at evil.example", email) });
  const id = sent.body.id as string;
  const missing = await apiAs(admin, "PUT", `/api/admin/inbox/${id}/approve`, { eventId: "no-such-event" });
  expect(missing.status).toBe(400);
  expect(missing.body.error.message).toBe("Event not found.");

  const declined = await apiAs(admin, "PUT", `/api/admin/inbox/${id}/decline`, { note: "Not <allowed> downtown" });
  expect(declined.body).toMatchObject({
    status: "handled",
    decision: { state: "declined", note: "Not <allowed> downtown" },
  });
  const mail = await waitForMail((m) => m.to.includes(email));
  expect(mail.subject).toBe("Your event proposal");
  expect(mail.text).toContain("Note from our staff: Not <allowed> downtown");
  expect(mail.html).toContain("Not &lt;allowed&gt; downtown");
  expect(`${mail.text}\n${mail.html}`).not.toContain("evil.example"); // the proposer's words never go out

  const contact = await api("/api/contact", {
    method: "POST",
    body: { firstName: "A", lastName: "B", email: "ab@example.com", inquiryType: "other", message: "Hi" },
  });
  expect((await apiAs(admin, "PUT", `/api/admin/inbox/${contact.body.id}/decline`, {})).status).toBe(400);
});

test("declining without a note e-mails no one: the proposer's address was never confirmed", async () => {
  const email = `silent-${randomUUID().slice(0, 8)}@example.com`;
  const sent = await api("/api/event-proposals", { method: "POST", body: proposal("Visit evil.example", email) });
  const id = sent.body.id as string;
  const declined = await apiAs(admin, "PUT", `/api/admin/inbox/${id}/decline`, { note: "  " });
  expect(declined.status).toBe(200);
  expect(declined.body).toMatchObject({ status: "handled", decision: { state: "declined" } });
  // The answer comes after the commit that would have queued it: no job, so no e-mail, now or on a retry.
  expect((await stack.db.collection("mail_outbox").doc(`decision-${id}`).get()).exists).toBe(false);
});

test("a volunteer is e-mailed one confirmation a day at the address they gave, quoting nothing they sent", async () => {
  const email = `volunteer-${randomUUID().slice(0, 8)}@example.com`;
  const body = {
    firstName: "Visit evil.example",
    lastName: "Now",
    email,
    interests: [],
    message: "Cheap pills at evil.example",
  };
  const first = await api("/api/volunteer", { method: "POST", body });
  expect(first.status).toBe(201);
  const mail = await waitForMail((m) => m.to.includes(email));
  expect(mail.subject).toBe("Thank you for volunteering with Boulder City Main Street");
  expect(mail.text).toContain("We've received your volunteer application");
  expect(mail.text).toContain(`${stackUrl()}/volunteer`);
  expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/evil\.example|pills|Visit/);

  // The same address again that day (any capitalisation): staff hear of it, the address gets nothing more. The
  // answer comes once the e-mails were sent, so a second confirmation would already be caught.
  const second = await api("/api/volunteer", { method: "POST", body: { ...body, email: email.toUpperCase() } });
  expect(second.status).toBe(201);
  await waitForMail((m) => m.text.includes(`item=${second.body.id as string}`));
  expect((await caughtMail()).filter((m) => m.to.includes(email))).toHaveLength(1);
});
