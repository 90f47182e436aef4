/**
 * Listing statistics from the page (docs/product.md#listing-statistics, docs/decisions/0048): each thing a page counts
 * is sent once per page view with navigator.sendBeacon, in idle time after the app has started (effects never run on
 * the server, and the app starts after the page has loaded). A page view is one visit to one address: another path is
 * a new view, a search that changes only the query string is not. Its id is random, made here and kept nowhere;
 * nothing is stored in the browser, and a visitor who asks not to be tracked sends nothing.
 */
import { useEffect } from "react";
import { api } from "@main-street/domain/paths";
import { MAX_BEACON_BYTES, MAX_BEACON_IDS, type Beacon, type BeaconKind } from "@main-street/domain/listing-beacon";

let view: { path: string; id: string; sent: Set<string> } | undefined;
let queue: Beacon[] = [];

/** Sends what waits, unless the page is only prerendered (it may never be shown): then once it is. */
const send = () => {
  if ((document as { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", send, { once: true });
    return;
  }
  for (const beacon of queue) navigator.sendBeacon(api.stats.href(), JSON.stringify(beacon));
  queue = [];
};

/** Counts `ids` for `kind` in this page view, each once however often it is asked; `now` (a tap) sends at once. */
export function countListings(kind: BeaconKind, ids: readonly string[], now = false): void {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  // A visitor who asks not to be tracked sends nothing; so does a browser without what this needs.
  if (browser.globalPrivacyControl || browser.doNotTrack === "1" || !browser.sendBeacon || !crypto.randomUUID) return;
  if (view?.path !== location.pathname) view = { path: location.pathname, id: crypto.randomUUID(), sent: new Set() };
  let beacon: Beacon | undefined;
  for (const listing of ids) {
    if (view.sent.has(kind + listing)) continue;
    view.sent.add(kind + listing);
    // An appearance beacon takes as many listings as fit; any other kind counts one.
    const fits = beacon && kind === "appearance" && beacon.ids.length < MAX_BEACON_IDS;
    if (!beacon || !fits || JSON.stringify(beacon).length + listing.length + 3 > MAX_BEACON_BYTES) {
      queue.push((beacon = { view: view.id, kind, ids: [] }));
    }
    beacon.ids.push(listing);
  }
  if (now) send();
  else if (beacon) {
    addEventListener("pagehide", send);
    // In idle time (Safari has no idle callbacks: the next task, the app having started in idle time already).
    if ("requestIdleCallback" in window) requestIdleCallback(send, { timeout: 2000 });
    else setTimeout(send, 1);
  }
}

/** Counts `ids` once in this page view, after the render that shows them. */
export function useCountListings(kind: BeaconKind, ids: readonly string[]): void {
  const key = ids.join(" ");
  useEffect(() => {
    if (key) countListings(kind, key.split(" "));
  }, [kind, key]);
}
