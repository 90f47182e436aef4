/**
 * @jest-environment jsdom
 */
import { MAX_BEACON_BYTES } from "@main-street/domain/listing-beacon";
import { countListings } from "./listing-beacon";

type Sent = { view: string; kind: string; ids: string[] };
let sent: Sent[];
let idle: (() => void)[];

beforeEach(() => {
  sent = [];
  idle = [];
  Object.assign(navigator, {
    sendBeacon: (url: string, body: string) => {
      expect(url).toBe("/api/stats");
      expect(body.length).toBeLessThanOrEqual(MAX_BEACON_BYTES); // ids are ASCII: characters are bytes
      sent.push(JSON.parse(body) as Sent);
      return true;
    },
  });
  Object.assign(window, { requestIdleCallback: (run: () => void) => idle.push(run) });
  Object.assign(crypto, { randomUUID: () => `view-${Math.random()}` });
});

const runIdle = () => idle.splice(0).forEach((run) => run());

describe("the listing statistics' beacon in the page", () => {
  it("sends in idle time, each listing once per page view, and a new view on another path", () => {
    history.replaceState(null, "", "/directory");
    countListings("appearance", ["a", "b"]);
    countListings("appearance", ["b", "c"]); // a search showing b again
    expect(sent).toEqual([]);
    runIdle();
    expect(sent.map((b) => b.ids)).toEqual([["a", "b"], ["c"]]);
    expect(new Set(sent.map((b) => b.view)).size).toBe(1);
    history.replaceState(null, "", "/directory?q=pie");
    countListings("appearance", ["a"]);
    history.replaceState(null, "", "/directory/a");
    countListings("view", ["a"]);
    runIdle();
    expect(sent.slice(2)).toEqual([{ view: expect.not.stringMatching(sent[0]!.view), kind: "view", ids: ["a"] }]);
  });

  it("sends a tap at once, once per page view", () => {
    history.replaceState(null, "", "/directory/tapped");
    countListings("website", ["tapped"], true);
    countListings("website", ["tapped"], true);
    countListings("phone", ["tapped"], true);
    expect(sent.map((b) => b.kind)).toEqual(["website", "phone"]);
  });

  it("splits a long list of appearances into beacons that fit", () => {
    history.replaceState(null, "", "/directory/long");
    const ids = Array.from({ length: 100 }, (_, i) => `${"x".repeat(100)}-${i}`);
    countListings("appearance", ids);
    runIdle();
    expect(sent.length).toBeGreaterThan(5);
    expect(sent.flatMap((b) => b.ids)).toEqual(ids);
  });

  it("without idle callbacks (Safari), sends in the next task", () => {
    jest.useFakeTimers();
    Reflect.deleteProperty(window, "requestIdleCallback");
    history.replaceState(null, "", "/directory/safari");
    countListings("view", ["safari"]);
    expect(sent).toEqual([]);
    jest.runAllTimers();
    expect(sent.map((b) => b.ids)).toEqual([["safari"]]);
    jest.useRealTimers();
  });

  it("waits while the page is only prerendered, and sends once it is shown", () => {
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    history.replaceState(null, "", "/directory/prerendered");
    countListings("view", ["prerendered"]);
    runIdle();
    expect(sent).toEqual([]);
    Object.defineProperty(document, "prerendering", { value: false, configurable: true });
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(sent.map((b) => b.ids)).toEqual([["prerendered"]]);
  });

  it("sends nothing for a visitor who asks not to be tracked", () => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    history.replaceState(null, "", "/directory/private");
    countListings("view", ["private"], true);
    expect(sent).toEqual([]);
    Object.defineProperty(navigator, "globalPrivacyControl", { value: undefined, configurable: true });
  });
});
