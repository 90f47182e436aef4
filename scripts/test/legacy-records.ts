/**
 * Records written straight to the test file's database, as data stored before today's schemas (which would refuse
 * them through the API). The cache version is bumped in the same batch, as the API's own writes do.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { addDays } from "@main-street/domain/dates";
import { adminForTests } from "./stack-env";
import { testToday } from "./test-clock";

const bumpVersion = () => ({ version: `legacy-${randomUUID()}` });

/** Stores an upcoming event with `fields` over plain defaults; returns its id and a cleanup. */
export async function writeLegacyEvent(
  idPrefix: string,
  fields: Record<string, unknown>,
): Promise<{ id: string; remove: () => Promise<void> }> {
  const { db, close } = adminForTests();
  const id = `${idPrefix}-${randomUUID()}`;
  const now = Timestamp.now();
  const batch = db.batch();
  batch.set(db.doc(`events/${id}`), {
    title: "Legacy event",
    description: "<p>Old record</p>",
    excerpt: "",
    date: addDays(testToday(), 20),
    time: "",
    location: "",
    image: "",
    category: "",
    featured: "false",
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  batch.set(db.doc("_meta/cache"), bumpVersion());
  await batch.commit();
  const remove = async () => {
    const cleanup = db.batch();
    cleanup.delete(db.doc(`events/${id}`));
    cleanup.set(db.doc("_meta/cache"), bumpVersion());
    await cleanup.commit();
    await close();
  };
  return { id, remove };
}
