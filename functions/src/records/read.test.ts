/** A stored document is read through its type's schema (records/read.ts). */
import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { historyType, ownerType } from "@main-street/domain/records";
import { readRecord, readRecords } from "./read";

const doc = (id: string, data: Record<string, unknown> | undefined) => ({ id, data: () => data });

it("reads a stored owner with its Timestamps as ISO text, and no document as null", () => {
  const since = Timestamp.fromDate(new Date("2025-05-01T10:00:00.000Z"));
  const owner = { businessId: "b1", uid: "u1", email: "olive@example.com", name: "Olive", since };
  expect(readRecord(ownerType, doc("b1__u1", owner))).toEqual({
    id: "b1__u1",
    businessId: "b1",
    uid: "u1",
    email: "olive@example.com",
    name: "Olive",
    since: "2025-05-01T10:00:00.000Z",
    nextReminderAt: null,
  });
  expect(readRecord(ownerType, doc("gone", undefined))).toBeNull();
});

it("leaves out a document its schema can't read, logging where and which fields but no values", () => {
  const warn = jest.spyOn(logger, "warn").mockImplementation(() => undefined);
  const entries = [
    doc("h1", { businessId: "b1", source: "staff", by: "staff@example.com", changes: [] }),
    doc("h2", { businessId: "b1", source: "rumour", by: "someone@example.com", changes: [] }),
  ];
  expect(readRecords(historyType, entries).map((e) => e.id)).toEqual(["h1"]);
  expect(warn).toHaveBeenCalledTimes(1);
  const [, fields] = warn.mock.calls[0]!;
  expect(fields).toEqual({
    event: "unreadable_record",
    collection: "business_history",
    id: "h2",
    fields: ["source"],
  });
  expect(JSON.stringify(warn.mock.calls)).not.toContain("someone@example.com");
  warn.mockRestore();
});
