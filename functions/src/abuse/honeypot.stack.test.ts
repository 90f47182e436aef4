/** The honeypot over HTTP: a bot gets a reply just like a person's, nothing is stored, the drop is logged. */
import { HONEYPOT_FIELD } from "@main-street/domain/submissions";
import { adminForTests, api } from "../../../scripts/test/stack-env";
import { countStored, uniqueEmail } from "../../../scripts/test/stored";
import { globalLoggingPort, waitForLogs, type FunctionLog } from "../../../scripts/test/stack-logs";

const admin = adminForTests();
afterAll(() => admin.close());

const FORMS = {
  contact: {
    collection: "contact_submissions",
    body: (email: string) => ({ firstName: "Hon", lastName: "Ey", email, inquiryType: "visitor", message: "Open?" }),
  },
  volunteer: {
    collection: "volunteer_submissions",
    body: (email: string) => ({ firstName: "Hon", lastName: "Ey", email, interests: ["Outreach and promotion"] }),
  },
  "event-proposals": {
    collection: "event_proposals",
    body: (email: string) => ({
      title: "Honey fair",
      description: "Bees",
      date: "2031-06-01",
      location: "Wilbur Square",
      organizerName: "Hon Ey",
      email,
    }),
  },
} as const;

describe.each(Object.entries(FORMS))("POST /api/%s", (form, { collection, body }) => {
  it("answers a filled honeypot exactly like a success, stores nothing and logs the drop without personal data", async () => {
    const person = await api(`/api/${form}`, {
      method: "POST",
      body: { ...body(uniqueEmail("honeypot")), [HONEYPOT_FIELD]: "" },
    });
    const before = await countStored(admin.db, collection);
    const email = uniqueEmail("honeypot");
    const bot = await api(`/api/${form}`, {
      method: "POST",
      body: { ...body(email), [HONEYPOT_FIELD]: "https://cheap-pills.example" },
    });

    expect(person.status).toBe(201);
    expect(bot.status).toBe(person.status);
    expect(Object.keys(bot.body).sort()).toEqual(Object.keys(person.body).sort());
    expect(bot.body.message).toBe(person.body.message);
    expect(bot.body.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(bot.headers.get("cache-control")).toBe(person.headers.get("cache-control"));
    expect(await countStored(admin.db, collection)).toBe(before);
    expect(await countStored(admin.db, collection, { email })).toBe(0);
    expect((await admin.db.collection(collection).doc(bot.body.id).get()).exists).toBe(false);

    const requestId = bot.headers.get("x-request-id");
    const logs = await waitForLogs(globalLoggingPort(), (log) => log.requestId === requestId);
    const drop = logs.find((log) => log.requestId === requestId) as FunctionLog;
    expect(drop).toMatchObject({ event: "honeypot_drop", form });
    expect(Object.keys(drop).sort()).toEqual(["event", "form", "message", "requestId", "severity"]);
    expect(JSON.stringify(logs)).not.toContain(email);
  });

  it("also drops a bot's submission that would not have passed validation", async () => {
    const before = await countStored(admin.db, collection);
    const bot = await api(`/api/${form}`, { method: "POST", body: { [HONEYPOT_FIELD]: "x", email: "not-an-email" } });
    expect(bot.status).toBe(201);
    expect(await countStored(admin.db, collection)).toBe(before);
  });

  it("stores a person's submission that sends the honeypot empty", async () => {
    const email = uniqueEmail("honeypot");
    const person = await api(`/api/${form}`, { method: "POST", body: { ...body(email), [HONEYPOT_FIELD]: " " } });
    expect(person.status).toBe(201);
    const stored = await admin.db.collection(collection).doc(person.body.id).get();
    expect(stored.get("email")).toBe(email);
    expect(stored.data()).not.toHaveProperty(HONEYPOT_FIELD);
  });
});
