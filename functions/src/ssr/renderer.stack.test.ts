/**
 * The built server renderer keeps nothing between requests: the function renders many pages at once, and each
 * must use its own request's origin and render time, even while another render awaits its data. It also gives the
 * head the function sends with the bare shell when a page's data can't be read, from the route modules.
 */
import { fallbackPage } from "../seo/pages";
import { serverEntry } from "./renderer";

/** A promise with its resolve function, to hold one render at its data load while another runs to the end. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("the server renderer", () => {
  it("renders two origins at once, each page with its own origin and year", async () => {
    const { renderPage } = serverEntry();
    const held = gate();
    const first = renderPage({
      url: "/events",
      origin: "https://first.example",
      renderedAt: Date.UTC(2025, 5, 1, 19),
      load: async () => {
        await held.opened;
        return [];
      },
    });
    const second = await renderPage({
      url: "/events",
      origin: "https://second.example",
      renderedAt: Date.UTC(2027, 5, 1, 19),
      load: async () => [],
    });
    held.open();
    const page = await first;

    expect(page.html).toContain("webcal://first.example/");
    expect(page.html).not.toContain("second.example");
    expect(page.html).toMatch(/© (<!-- -->)?2025/);
    expect(second.html).toContain("webcal://second.example/");
    expect(second.html).not.toContain("first.example");
    expect(second.html).toMatch(/© (<!-- -->)?2027/);
  });
});

describe("the head sent with the shell when a page's data can't be read", () => {
  const title = async (path: string) => (await fallbackPage(path)).meta.title;

  it("is the page's own head from its route module, else that of the page above it", async () => {
    expect(await title("/volunteer/")).toBe("Volunteer | Boulder City Main Street");
    expect(await title("/this-week")).toBe("This Week Downtown | Boulder City Main Street");
    expect(await title("/directory/blue-plate-diner")).toBe("Business Directory | Boulder City Main Street");
    expect(await title("/events/art-walk")).toBe("Community Events | Boulder City Main Street");
    // The older event address has no page above it: the home page's head.
    expect(await title("/event/art-walk")).toBe("Historic Downtown Boulder City | Boulder City Main Street");
    expect((await fallbackPage("/directory/blue-plate-diner")).meta.path).toBe("/directory");
  });
});
