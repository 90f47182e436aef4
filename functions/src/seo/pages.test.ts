import { STATIC_PAGES } from "@main-street/domain/seo";
import { fallbackPage } from "./pages";

describe("fallbackPage (the head served when the data can't be read)", () => {
  it("gives a static page its own meta and a detail page its section's", () => {
    expect(fallbackPage("/volunteer/").meta).toBe(STATIC_PAGES.volunteer);
    expect(fallbackPage("/directory/blue-plate-diner").meta).toBe(STATIC_PAGES.directory);
    expect(fallbackPage("/events/art-walk").meta).toBe(STATIC_PAGES.events);
    expect(fallbackPage("/event/art-walk").meta).toBe(STATIC_PAGES.events);
  });
});
