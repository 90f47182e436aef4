/**
 * The admin Calendars tab in Chromium (docs/product.md#importing-calendars): staff add a calendar this test serves
 * itself, Import now publishes its events, the calendar changes, Import now again updates the one copy of each.
 */
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { pages } from "@main-street/domain/paths";
import { daysFromNow, serveFeeds, type FeedEvent, type ServedFeeds } from "../../scripts/test/calendar-feed";
import { expectShown, launchBrowser, seriousA11yViolations, textField } from "../../scripts/test/browser";
import { signInAsNewAdmin, signInSeeded } from "../../scripts/test/sessions";
import { stackUrl } from "../../scripts/test/stack-env";
import { expectToast, newContext } from "./admin-helpers";

let browser: Browser;
let feeds: ServedFeeds;
let admin: Page;

beforeAll(async () => {
  [browser, feeds] = await Promise.all([launchBrowser(), serveFeeds()]);
  const session = await signInAsNewAdmin(await signInSeeded("admin"), "calendars-e2e");
  admin = await (await newContext(browser, session)).newPage();
});
afterAll(async () => {
  await browser?.close();
  await feeds?.close();
});

test("staff add a calendar, import it now, and a changed calendar updates its events without copies", async () => {
  const mark = randomUUID().slice(0, 6);
  const concert: FeedEvent = {
    uid: `concert-${mark}`,
    title: `Band Concert ${mark}`,
    date: daysFromNow(9),
    start: "19:00",
  };
  const walk: FeedEvent = { uid: `walk-${mark}`, title: `Heritage Walk ${mark}`, date: daysFromNow(16) };
  feeds.set("e2e.ics", [concert, walk]);
  const address = feeds.url("e2e.ics");

  await admin.goto(stackUrl() + pages.admin.href({ tab: "calendar-sources" }));
  await expectShown(admin.getByRole("heading", { level: 2, name: "Calendars" }));
  await admin.getByRole("button", { name: "Add Calendar" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add Calendar" });
  await textField(dialog, "Calendar address").fill(address);
  await textField(dialog, "Default category").fill("Music");
  await dialog.getByRole("radio", { name: "Publish automatically" }).check();
  expect(await seriousA11yViolations(admin)).toEqual([]);
  await dialog.getByRole("button", { name: "Add Calendar" }).click();
  await expectToast(admin, "Calendar added");

  const row = admin.getByRole("listitem", { name: address });
  await expectShown(row.getByText("Not imported yet"));
  await row.getByRole("button", { name: "Import now" }).click();
  await expectShown(row.getByText(/^Imported .*: 2 added, 0 updated, 0 cancelled, 0 sent to the inbox$/));
  expect(await seriousA11yViolations(admin)).toEqual([]);

  const events = await (await newContext(browser)).newPage();
  await events.goto(stackUrl() + pages.events.href());
  await expectShown(events.getByRole("heading", { name: concert.title }));
  await expectShown(events.getByRole("heading", { name: walk.title }));

  // The calendar moves the concert indoors (a new SEQUENCE): the next import updates it in place.
  feeds.set("e2e.ics", [{ ...concert, sequence: 1, title: `Band Concert ${mark} (indoors)` }, walk]);
  await row.getByRole("button", { name: "Import now" }).click();
  await expectShown(row.getByText(/^Imported .*: 0 added, 1 updated, 0 cancelled, 0 sent to the inbox$/));
  await events.reload();
  await expectShown(events.getByRole("heading", { name: `Band Concert ${mark} (indoors)` }));
  expect(await events.getByRole("heading", { name: new RegExp(`^(Band Concert|Heritage Walk) ${mark}`) }).count()).toBe(
    2,
  );
});
