/**
 * Which businesses a beacon counts for (docs/product.md#listing-statistics): the listings it names, checked against
 * the API's cached public lists (0002), so no beacon costs a read.
 */
import type { Beacon } from "@main-street/domain/listing-beacon";
import { listBusinesses } from "../businesses";
import { events } from "../events";
import { HttpError } from "../http/errors";

const unknownListing = () =>
  new HttpError(400, "bad_request", "That isn't a listing the site shows, so nothing was counted.");

/** Derived once per cached list (a saved change makes a new list, and a new index with it). */
const businessIndex = new WeakMap<object, Set<string>>();
const hostIndex = new WeakMap<object, Map<string, string>>();

async function listedBusinesses(): Promise<Set<string>> {
  const list = await listBusinesses();
  let ids = businessIndex.get(list);
  if (!ids) businessIndex.set(list, (ids = new Set(list.map((b) => b.id))));
  return ids;
}

async function eventHosts(): Promise<Map<string, string>> {
  const list = await events.list();
  let hosts = hostIndex.get(list);
  if (!hosts) {
    hosts = new Map(list.filter((e) => e.hostBusinessId).map((e) => [e.id, e.hostBusinessId!]));
    hostIndex.set(list, hosts);
  }
  return hosts;
}

/**
 * The businesses whose counter the beacon raises: the listings it names, each one listed, or for an event view the
 * event's host. An unknown listing, an unknown event or one without a listed host is refused (400).
 */
export async function countedBusinesses(beacon: Beacon): Promise<string[]> {
  const listed = await listedBusinesses();
  const ids = beacon.kind === "event" ? [(await eventHosts()).get(beacon.ids[0]!) ?? ""] : beacon.ids;
  if (!ids.every((id) => listed.has(id))) throw unknownListing();
  return ids;
}
