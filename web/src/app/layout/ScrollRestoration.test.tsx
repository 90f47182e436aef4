/**
 * The app's scrolling on its own navigations (docs/product.md#scrolling): the five rules, as component tests. jsdom
 * lays nothing out, so the page's height, the window's scrolling and the browser's ResizeObserver are this file's:
 * `page.grow()` is a page that got taller, `page.readerScrollsTo()` a reader's scroll. The browser tests cover the
 * same rules in Chromium with real pages (web/e2e/scrolling.browser.test.ts).
 */
import { act, render } from "@testing-library/react";
import { MemoryRouter, useNavigate, type NavigateFunction } from "react-router-dom";
import { ScrollRestoration } from "./ScrollRestoration";

const page = {
  height: 5000,
  scrollY: 0,
  /** Every scroll the app made, in order, as the tops it went to. */
  scrolls: [] as number[],
  /** The element each scrollIntoView was called on. */
  intoView: [] as string[],
  observers: new Set<() => void>(),
  grow(height: number) {
    this.height = height;
    for (const notify of [...this.observers]) notify();
  },
  readerScrollsTo(top: number) {
    this.scrollY = top;
    window.dispatchEvent(new Event("scroll"));
  },
};

beforeAll(() => {
  Object.defineProperty(document.documentElement, "scrollHeight", { get: () => page.height });
  Object.defineProperty(window, "innerHeight", { value: 800 });
  Object.defineProperty(window, "scrollY", { get: () => page.scrollY });
  window.scrollTo = ((options: ScrollToOptions) => {
    page.scrolls.push(options.top!);
    page.scrollY = options.top!;
  }) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = function (this: Element) {
    page.intoView.push(this.id);
  };
  window.ResizeObserver = class {
    private readonly notify: () => void;
    constructor(callback: ResizeObserverCallback) {
      this.notify = () => callback([], this as unknown as ResizeObserver);
    }
    observe() {
      page.observers.add(this.notify);
    }
    unobserve() {}
    disconnect() {
      page.observers.delete(this.notify);
    }
  };
});

beforeEach(() => {
  Object.assign(page, { height: 5000, scrollY: 0, scrolls: [], intoView: [] });
  page.observers.clear();
  sessionStorage.clear();
});

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return <h2 id="upcoming">Upcoming</h2>;
}

/** The app at `entries` (each with its history key), on the last one unless `index` says otherwise. */
function renderApp(entries: { pathname: string; search?: string; key: string }[], index = entries.length - 1) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={index}>
      <ScrollRestoration />
      <Navigator />
    </MemoryRouter>,
  );
}

const go = (to: string | number) => act(() => void (typeof to === "number" ? navigate(to) : navigate(to)));

it("leaves the first render where the reader is, and opens a new page at the top", async () => {
  renderApp([{ pathname: "/", key: "home" }]);
  page.readerScrollsTo(900);
  expect(page.scrolls).toEqual([]);
  expect(history.scrollRestoration).toBe("manual");

  await go("/directory");
  expect(page.scrolls).toEqual([0]);
});

it("opens an address with a #hash at its element", async () => {
  renderApp([{ pathname: "/", key: "home" }]);
  page.readerScrollsTo(900);
  await go("/events#upcoming");
  expect(page.intoView).toEqual(["upcoming"]);
  expect(page.scrolls).toEqual([]);
});

it("keeps the position when only the query string changes (a directory search)", async () => {
  renderApp([{ pathname: "/directory", key: "directory" }]);
  page.readerScrollsTo(640);
  await go("/directory?q=pizza");
  await go("/directory?q=pizza&category=food");
  expect(page.scrolls).toEqual([]);
  expect(page.scrollY).toBe(640);
});

it("returns to where the entry was left on Back, once the page is tall enough, and on Forward", async () => {
  renderApp([{ pathname: "/directory", key: "directory" }]);
  page.readerScrollsTo(2400);
  await go("/directory/blue-plate-diner");
  page.readerScrollsTo(300);

  // Back: the directory is short until its data is in, then grows past the kept position.
  page.height = 1000;
  await go(-1);
  expect(page.scrolls).toEqual([0]);
  act(() => page.grow(4000));
  expect(page.scrolls).toEqual([0, 2400]);

  await go(1);
  expect(page.scrolls).toEqual([0, 2400, 300]);
});

it("leaves a pending Back to the reader once they scroll or type themselves", async () => {
  renderApp([{ pathname: "/directory", key: "directory" }]);
  page.readerScrollsTo(2400);
  await go("/events");
  page.height = 1000;
  await go(-1);
  window.dispatchEvent(new Event("wheel"));
  act(() => page.grow(4000));
  expect(page.scrolls).toEqual([0]);
});

it("after a reload, lets the browser restore the page itself, and still finds the earlier entries' positions", async () => {
  const entries = [
    { pathname: "/directory", key: "directory" },
    { pathname: "/events", key: "events" },
  ];
  const before = renderApp(entries, 0);
  page.readerScrollsTo(1800);
  await go(1);
  page.readerScrollsTo(500);

  // The reload: the page is left (the browser restores the reloaded page itself), then the app starts again.
  window.dispatchEvent(new Event("pagehide"));
  expect(history.scrollRestoration).toBe("auto");
  before.unmount();
  page.scrollY = 500;
  renderApp(entries, 1);
  expect(history.scrollRestoration).toBe("manual");
  expect(page.scrolls).toEqual([0]);

  await go(-1);
  expect(page.scrolls).toEqual([0, 1800]);
});
