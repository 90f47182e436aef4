/** Submissions stored before the inbox existed get their inbox items, once. */
import { Timestamp } from "firebase-admin/firestore";
import { adminForTests } from "../../../scripts/test/stack-env";
import { backfillInbox } from "./backfill";

const stack = adminForTests();
afterAll(() => stack.close());

test("adds a New item for each older submission, and nothing on a second run", async () => {
  const at = Timestamp.fromDate(new Date("2025-06-01T17:00:00Z"));
  await stack.db.doc("contact_submissions/old-contact").set({
    firstName: "Old",
    lastName: "Timer",
    email: "Old.Timer@example.com",
    phone: "",
    inquiryType: "visitor",
    message: "Still there?",
    createdAt: at,
  });
  await stack.db.doc("volunteer_submissions/old-volunteer").set({
    firstName: "Vol",
    lastName: "Unteer",
    email: "vol@example.com",
    interests: ["Outreach and promotion"],
    createdAt: at,
  });
  expect(await backfillInbox(stack.db)).toBe(2);
  const item = (await stack.db.doc("inbox/old-contact").get()).data();
  expect(item).toMatchObject({
    type: "contact",
    status: "new",
    email: "old.timer@example.com",
    sortKey: "2025-06-01T17:00:00.000Z_old-contact",
    notice: { state: "off", attempts: 0 },
  });
  expect((await stack.db.doc("inbox/old-volunteer").get()).get("summary")).toBe("Outreach and promotion");
  expect(await backfillInbox(stack.db)).toBe(0);
});
