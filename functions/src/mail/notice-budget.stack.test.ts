/** The hourly staff-notice budget with a clock the test controls, against the stack's real Firestore emulator. */
import { adminForTests } from "../../../scripts/test/stack-env";
import { readNoticeBudget, spendNotice } from "./notice-budget";

const admin = adminForTests();
afterAll(() => admin.close());

const HOUR = 3_600_000;
const START = Date.parse("2031-02-03T10:59:50Z"); // 10 s before the hour ends

const spend = (at: number, perHour = 3) =>
  admin.db.runTransaction(async (tx) => spendNotice(tx, await readNoticeBudget(tx, admin.db, new Date(at)), perHour));

it("sends the hour's notices, marks the last, holds the rest, and starts again the next hour", async () => {
  const spent = [];
  for (let i = 0; i < 5; i++) spent.push(await spend(START + i * 1000));
  expect(spent).toEqual(["send", "send", "last", "held", "held"]);
  expect(await spend(START + 10_000)).toBe("send"); // 11:00:00, a new hour
  const counter = await admin.db.doc(`rate_limits/staff-notices_hour_${Math.floor(START / HOUR)}`).get();
  expect(counter.get("count")).toBe(3); // held notices are not counted
  expect(counter.get("expireAt").toMillis()).toBe(Math.ceil(START / HOUR) * HOUR);
});
