/**
 * Event categories (docs/product.md#event-categories): the list staff manage, one document per category under its
 * id ('food-drink'), and the check every staff save of an event passes. Until staff first change the list, it is
 * the categories the stored events have, so a site that had free-text categories refuses none of them.
 */
import type { Transaction } from "firebase-admin/firestore";
import { FieldValue } from "firebase-admin/firestore";
import {
  categoryId,
  EVENT_CATEGORIES_COLLECTION,
  findCategory,
  unknownCategoryMessage,
  type EventCategory,
} from "@main-street/domain/event-categories";
import { eventKind } from "@main-street/domain/records";
import { HttpError } from "../http/errors";
import { firestore, withDeadline } from "../platform/firestore";
import { bumpCacheVersion, cacheBumped } from "../platform/list-cache";
import { events } from "./repository";

const collection = () => firestore().collection(EVENT_CATEGORIES_COLLECTION);

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "en");

/** The categories the stored events have, one per id (the first spelling met), for a list never written. */
async function categoriesOfEvents(): Promise<string[]> {
  const found = new Map<string, string>();
  for (const event of await events.list()) {
    const id = categoryId(event.category);
    if (id && !found.has(id)) found.set(id, event.category.trim());
  }
  return [...found.values()];
}

/** Each category with how many stored events are in it, by name. */
export async function listEventCategories(): Promise<EventCategory[]> {
  const snap = await withDeadline(collection().get());
  const names = snap.empty ? await categoriesOfEvents() : snap.docs.map((doc) => String(doc.get("name") ?? ""));
  const stored = await events.list();
  return names
    .filter((name) => categoryId(name))
    .map((name) => ({ id: categoryId(name), name, events: stored.filter((e) => e.category === name).length }))
    .sort(byName);
}

/**
 * A staff create or edit of an event: its category must be one of the list's (any case: the list's spelling is
 * stored), or none. An edit that leaves the category as it was is not checked again.
 */
async function checkEventCategory(data: { category?: string }, previous?: string): Promise<void> {
  const name = data.category;
  if (!name || name === previous) return;
  const categories = await listEventCategories();
  const found = findCategory(categories, name);
  if (!found) {
    const message = unknownCategoryMessage(name, categories);
    throw new HttpError(400, "validation_failed", message, { category: message });
  }
  data.category = found.name;
}

/**
 * The events as staff create and edit them (the admin routes): besides the host, the category must be one of the
 * list's, and is stored in the list's spelling (docs/product.md#event-categories).
 */
export const managedEvents: typeof events = {
  ...events,
  stored: {
    ...events.stored,
    async checkReferences(data, previous) {
      await events.stored.checkReferences?.(data, previous);
      await checkEventCategory(data, previous?.category);
    },
  },
};

interface Listed {
  id: string;
  name: string;
  /** Taken from the events: the list was never written, and any change to it writes this one out first. */
  unsaved?: boolean;
}

/** Reads the list in a transaction (the events' categories when it was never written). */
async function listIn(tx: Transaction): Promise<Listed[]> {
  const snap = await tx.get(collection());
  if (!snap.empty) return snap.docs.map((doc) => ({ id: doc.id, name: String(doc.get("name") ?? "") }));
  return (await categoriesOfEvents()).map((name) => ({ id: categoryId(name), name, unsaved: true }));
}

function saveUnsaved(tx: Transaction, list: Listed[]): void {
  for (const c of list) {
    if (c.unsaved) tx.set(collection().doc(c.id), { name: c.name, createdAt: FieldValue.serverTimestamp() });
  }
}

const taken = (name: string) => new HttpError(409, "conflict", `There's already a category called ${name}.`);
const notFound = () => new HttpError(404, "not_found", "Category not found.");

export async function addEventCategory(name: string): Promise<void> {
  await withDeadline(
    firestore().runTransaction(async (tx) => {
      const list = await listIn(tx);
      const existing = findCategory(list, name);
      if (existing) throw taken(existing.name);
      saveUnsaved(tx, list);
      tx.create(collection().doc(categoryId(name)), { name, createdAt: FieldValue.serverTimestamp() });
    }),
  );
}

/**
 * Renames a category, and moves its events with it; a name another category has merges the two ("Art" into
 * "Arts"): the events move there and the renamed one goes. Public lists change, so the caches are bumped.
 */
export async function renameEventCategory(id: string, name: string): Promise<{ merged: boolean }> {
  const result = await withDeadline(
    firestore().runTransaction(async (tx) => {
      const list = await listIn(tx);
      const from = list.find((c) => c.id === id);
      if (!from) throw notFound();
      const into = findCategory(list, name);
      const merged = into !== undefined && into.id !== from.id;
      const target = merged ? into.name : name;
      const moving = await tx.get(firestore().collection(eventKind.collection).where("category", "==", from.name));
      saveUnsaved(tx, list);
      for (const doc of moving.docs) tx.update(doc.ref, { category: target, updatedAt: FieldValue.serverTimestamp() });
      if (merged) tx.delete(collection().doc(from.id));
      else if (categoryId(name) === from.id) tx.set(collection().doc(from.id), { name }, { merge: true });
      else {
        tx.delete(collection().doc(from.id));
        tx.create(collection().doc(categoryId(name)), { name, createdAt: FieldValue.serverTimestamp() });
      }
      return { merged, version: bumpCacheVersion(tx) };
    }),
  );
  cacheBumped(result.version);
  return { merged: result.merged };
}

/** Deletes a category no event is in; one with events is refused (rename it into another to move them). */
export async function removeEventCategory(id: string): Promise<void> {
  await withDeadline(
    firestore().runTransaction(async (tx) => {
      const list = await listIn(tx);
      const category = list.find((c) => c.id === id);
      if (!category) throw notFound();
      const used = await tx.get(
        firestore().collection(eventKind.collection).where("category", "==", category.name).limit(1000),
      );
      if (!used.empty) {
        const count = used.size === 1 ? "1 event is" : `${used.size} events are`;
        throw new HttpError(
          409,
          "conflict",
          `${count} in ${category.name}. To move them to another category, rename ${category.name} to its name.`,
        );
      }
      saveUnsaved(tx, list);
      tx.delete(collection().doc(id));
    }),
  );
}
