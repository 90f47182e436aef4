/**
 * Recurring events in Chromium (issue 28, docs/product.md#recurring-events): an admin builds a weekly series in the
 * Add Event dialog, skips one date and changes another on the edit screen; the public list shows the series once,
 * the event page lists its dates, the feed carries the rule and the JSON-LD its schedule.
 */
import type { Browser, Page } from "playwright-core";
import { addDays, toLongDate } from "@main-street/domain/dates";
import { expectShown, launchBrowser, seriousA11yViolations, textField } from "../../scripts/test/browser";
import { signInSeeded } from "../../scripts/test/sessions";
import { stackFetch, stackUrl } from "../../scripts/test/stack-env";
import { editLinkId, expectToast, newContext } from "./admin-helpers";
import { testToday } from "../../scripts/test/test-clock";
import { parse } from "node-html-parser";

let browser: Browser;
let page: Page;

const today = testToday();
/** The first Saturday after today. */
const start = (() => {
  const day = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, ((6 - day + 7) % 7) + 7 * Number(day === 6));
})();
const until = addDays(start, 7 * 10);
const skipped = addDays(start, 7);
const changed = addDays(start, 14);
// Typed "8 AM-noon", written in the site's one format (docs/product.md#time-format).
const ruleText = `Every Saturday, 8 AM – 12 PM, until ${toLongDate(until)}`;
const title = `E2E Market ${Date.now()}`;
let id = "";

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser, await signInSeeded("admin"));
  page = await context.newPage();
});
afterAll(() => browser?.close());

async function jsonLdEvent(): Promise<Record<string, unknown>> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null") as Record<string, unknown>));
  return blocks.find((b) => b["@type"] === "Event")!;
}

test("an admin creates a weekly series in the Add Event dialog, with its rule in words and next dates", async () => {
  await page.goto(stackUrl() + "/admin");
  await page.getByRole("tab", { name: "Events" }).click();
  // The category comes from the list staff manage (docs/product.md#event-categories): added there first.
  await page.getByRole("button", { name: "Categories" }).click();
  const categories = page.getByRole("dialog", { name: "Event categories" });
  await expectShown(categories.getByRole("list", { name: "Event categories" }).getByText("Market", { exact: true }));
  await textField(categories, "New category").fill("Night Markets");
  await categories.getByRole("button", { name: "Add category" }).click();
  await expectToast(page, "Added Night Markets");
  await expectShown(categories.getByText("Night Markets", { exact: true }));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await categories.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Add Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Event" });
  await expectShown(dialog.getByRole("textbox", { name: "Description" }));
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("textbox", { name: "Description" }).click();
  await page.keyboard.type("Produce and crafts every Saturday.");
  await dialog.getByLabel(/^Date/).fill(start);
  await dialog.getByLabel("Time", { exact: true }).fill("8 AM-noon");
  await dialog.getByLabel("Location", { exact: true }).fill("Wilbur Square Park");
  await dialog.getByLabel("Category").selectOption("Night Markets");
  await dialog.getByLabel("Repeats").selectOption("WEEKLY");
  await dialog.getByRole("button", { name: "Saturday" }).click();
  await dialog.getByRole("radio", { name: "On a date" }).check();
  await dialog.getByLabel("Last date").fill(until);
  const preview = dialog.getByTestId("repeat-preview");
  await expectShown(preview.getByText(ruleText, { exact: true }));
  const next = [0, 1, 2, 3, 4].map((w) => toLongDate(addDays(start, 7 * w))).join("; ");
  await expectShown(preview.getByText(`Next: ${next}`, { exact: true }));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expectToast(page, "Event created successfully!");
  await expectShown(dialog, undefined, "detached");
  id = await editLinkId(page, title);
});

test("the edit screen skips one date and changes another", async () => {
  await page.goto(stackUrl() + `/admin/events/edit/${id}`);
  await expectShown(page.getByRole("heading", { level: 1, name: "Edit Event" }));
  await expectShown(page.getByTestId("repeat-preview").getByText(ruleText, { exact: true }));
  const dateChoice = page.getByLabel("Date", { exact: true }).last();
  await dateChoice.selectOption(skipped);
  await page.getByRole("button", { name: "Skip this date" }).click();
  await expectShown(page.getByRole("list", { name: "Skipped dates" }).getByText(toLongDate(skipped)));
  await dateChoice.selectOption(changed);
  await page.getByRole("button", { name: "Change this date" }).click();
  const change = page.getByRole("region", { name: `Changes for ${toLongDate(changed)}` });
  await change.getByLabel("Time that day").fill("9 AM-1 PM");
  await change.getByLabel("Note").fill("An hour later for the parade.");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Event Saved!");
});

test("the public list shows the series once at its next date, labelled with its rule", async () => {
  await page.goto(stackUrl() + "/events");
  const cards = page.locator(`[data-event-id="${id}"]`);
  await expectShown(cards.first().getByText(ruleText, { exact: true }));
  await expectShown(cards.first().getByText("Night Markets", { exact: true }));
  expect(await cards.count()).toBe(1);
  expect(await page.locator(`#upcoming [data-event-id="${id}"]`).count()).toBe(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("the event page lists the next dates, the skipped and the changed date, and its JSON-LD has the schedule", async () => {
  await page.goto(stackUrl() + `/events/${id}`);
  await expectShown(page.getByRole("heading", { level: 1, name: title }));
  const dates = page.getByRole("region", { name: "Dates" });
  await expectShown(dates.getByText(ruleText, { exact: true }));
  const nextDates = dates.getByRole("list", { name: "Next dates" }).getByRole("listitem");
  expect(await nextDates.count()).toBe(6);
  expect(await nextDates.allInnerTexts()).not.toContain(expect.stringContaining(toLongDate(skipped)));
  await expectShown(dates.getByRole("list", { name: "Skipped dates" }).getByText(toLongDate(skipped)));
  // The changed date is among the next ones: told there, once (docs/product.md#recurring-events).
  const changedNext = dates
    .getByRole("list", { name: "Next dates" })
    .getByRole("listitem")
    .filter({ hasText: toLongDate(changed) });
  expect(await changedNext.innerText()).toBe(
    `Saturday, ${toLongDate(changed)} (9 AM – 1 PM; An hour later for the parade.)`,
  );
  expect(await dates.getByRole("list", { name: "Changed dates" }).count()).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const event = await jsonLdEvent();
  expect(String(event.startDate)).toMatch(new RegExp(`^${start}T08:00:00-0[78]:00$`));
  expect(event.eventSchedule).toMatchObject({
    "@type": "Schedule",
    repeatFrequency: "P1W",
    byDay: ["https://schema.org/Saturday"],
    startTime: "08:00:00",
    endTime: "12:00:00",
    endDate: until,
    exceptDate: [skipped],
    scheduleTimezone: "America/Los_Angeles",
  });
});

test("?date= opens the changed date: page, JSON-LD and the add-to-calendar download describe that date", async () => {
  await page.goto(stackUrl() + `/events/${id}?date=${changed}`);
  await expectShown(page.getByRole("heading", { level: 1, name: title }));
  const hero = page.locator("main");
  await expectShown(hero.getByText("9 AM – 1 PM").first());
  await expectShown(hero.getByText("An hour later for the parade.").first());
  const event = await jsonLdEvent();
  expect(String(event.startDate)).toMatch(new RegExp(`^${changed}T09:00:00-0[78]:00$`));
  expect(event.url).toBe(`${stackUrl()}/events/${id}?date=${changed}`);
  const download = page.getByRole("link", { name: "Download this date (.ics)" });
  expect(await download.getAttribute("href")).toBe(`/api/events/${id}.ics?date=${changed}`);
  const qr = page.getByRole("link", { name: /^Open QR code/ });
  expect(await qr.getAttribute("href")).toBe(`/api/events/${id}/qr.svg?date=${changed}`);
  const google = await page.getByRole("link", { name: "Add to Google Calendar" }).getAttribute("href");
  const compact = changed.replace(/-/g, "");
  expect(new URL(google!).searchParams.get("dates")).toBe(`${compact}T090000/${compact}T130000`);
});

test("the calendar feed sends the series once with its rule, the skipped date and the changed date", async () => {
  const raw = await (await stackFetch("/api/events.ics")).text();
  const host = new URL(stackUrl()).host;
  expect(raw.match(new RegExp(`UID:${id}@${host.replace(/\./g, "\\.")}`, "g"))).toHaveLength(2);
  expect(raw).toContain(`DTSTART;TZID=America/Los_Angeles:${start.replace(/-/g, "")}T080000`);
  expect(raw).toMatch(new RegExp(`RRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=${until.replace(/-/g, "")}T1[56]0000Z`));
  expect(raw).toContain(`EXDATE;TZID=America/Los_Angeles:${skipped.replace(/-/g, "")}T080000`);
  expect(raw).toContain(`RECURRENCE-ID;TZID=America/Los_Angeles:${changed.replace(/-/g, "")}T080000`);
  expect(raw).toContain(`DTSTART;TZID=America/Los_Angeles:${changed.replace(/-/g, "")}T090000`);
});

test("the edit screen moves a date, adds an extra date and a pause, and starts a new series from a later date", async () => {
  const [moved, extra, pauseFrom, pauseTo, splitOn] = [
    addDays(changed, 1),
    addDays(start, 3),
    addDays(start, 28),
    addDays(start, 41),
    addDays(start, 42),
  ];
  await page.goto(stackUrl() + `/admin/events/edit/${id}`);
  await expectShown(page.getByRole("heading", { level: 1, name: "Edit Event" }));
  const change = page.getByRole("region", { name: `Changes for ${toLongDate(changed)}` });
  await change.getByLabel("Move to").fill(moved);
  await page.getByLabel("Extra date").fill(extra);
  await page.getByRole("button", { name: "Add extra date" }).click();
  await page.getByLabel("Pause from").fill(pauseFrom);
  await page.getByLabel("Pause to").fill(pauseTo);
  await page.getByRole("button", { name: "Add pause" }).click();
  const preview = page.getByTestId("repeat-preview");
  await expectShown(
    preview.getByText(
      `Skipped ${toLongDate(skipped)}; ${toLongDate(changed)} moved to ${toLongDate(moved)}; also on ${toLongDate(extra)}; paused ${toLongDate(pauseFrom)} to ${toLongDate(pauseTo)}.`,
    ),
  );
  const next = [start, extra, moved, addDays(start, 21), splitOn].map(toLongDate).join("; ");
  await expectShown(preview.getByText(`Next: ${next}`, { exact: true }));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Event Saved!");
  // The day a date moved to opens that date, whose page address stays its own (docs/product.md#recurring-events).
  const movedDay = await stackFetch(`/events/${id}?date=${moved}`);
  expect(movedDay.status).toBe(200);
  const canonical = parse(await movedDay.text())
    .querySelector('link[rel="canonical"]')
    ?.getAttribute("href");
  expect(canonical?.endsWith(`/events/${id}?date=${changed}`)).toBe(true);

  await page.reload();
  await page.getByLabel("New series from").selectOption(splitOn);
  await page.getByRole("button", { name: "Start a new series from this date" }).click();
  await expectToast(page, `A new series starts on ${toLongDate(splitOn)}`);
  await page.waitForURL((url) => url.pathname.startsWith("/admin/events/edit/") && !url.pathname.endsWith(`/${id}`));
  await expectShown(
    page.getByTestId("repeat-preview").getByText(`Every Saturday, 8 AM – 12 PM, until ${toLongDate(until)}`),
  );
  const raw = await (await stackFetch("/api/events.ics")).text();
  expect(raw).toContain(`RRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=${addDays(splitOn, -1).replace(/-/g, "")}`);
  expect(raw).toContain(`RDATE;TZID=America/Los_Angeles:${extra.replace(/-/g, "")}T080000`);
  expect(raw).toContain(`DTSTART;TZID=America/Los_Angeles:${moved.replace(/-/g, "")}T090000`);
});
