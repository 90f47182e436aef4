/** A calendar source's address (docs/product.md#importing-calendars): a web address, read over https for webcal. */
import { calendarSourceInputSchema, ownerCalendarSchema } from "./calendar-sources";

const MESSAGE = "Enter the calendar's address, starting with https://";
const address = (value: unknown) => ownerCalendarSchema.safeParse({ address: value });

it("takes a web address, and reads a webcal link over https", () => {
  expect(address(" https://calendar.example.com/events.ics ").data?.address).toBe(
    "https://calendar.example.com/events.ics",
  );
  expect(address("webcal://calendar.example.com/basic.ics").data?.address).toBe(
    "https://calendar.example.com/basic.ics",
  );
  expect(address("http://127.0.0.1:8080/feed.ics").success).toBe(true); // where it may point is checked on reading
});

it.each(["my calendar", "ftp://example.com/a.ics", "https://user:secret@example.com/a.ics", "javascript:alert(1)"])(
  "refuses %s with one clear message",
  (value) => {
    expect(address(value).error?.issues.map((i) => i.message)).toEqual([MESSAGE]);
  },
);

it("needs an address and a mode; host and category are optional", () => {
  expect(address("").error?.issues[0]?.message).toBe("Calendar address is required");
  const parsed = calendarSourceInputSchema.safeParse({ address: "https://example.com/a.ics", mode: "inbox" });
  expect(parsed.data).toEqual({
    address: "https://example.com/a.ics",
    hostBusinessId: "",
    category: "",
    mode: "inbox",
  });
  const noMode = calendarSourceInputSchema.safeParse({ address: "https://example.com/a.ics" });
  expect(noMode.error?.issues[0]?.message).toBe("Choose Publish automatically or Send to the inbox");
});
