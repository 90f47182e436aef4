/** Every record type has its repository, and a stored document is read through the type's schema (records/read.ts). */
import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { RECORD_TYPES, historyType, ownerType } from "@main-street/domain/records";
import { readRecord, readRecords } from "./read";
import { RECORD_REPOSITORIES } from "./registry";

const doc = (id: string, data: Record<string, unknown> | undefined) => ({ id, data: () => data });

it("gives every record type a repository that names it", () => {
  for (const type of RECORD_TYPES) expect(RECORD_REPOSITORIES[type.collection].type).toBe(type);
  expect(Object.keys(RECORD_REPOSITORIES).sort()).toEqual(RECORD_TYPES.map((t) => t.collection).sort());
});

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
