/** The admin area covers every record type: each has one view, with a tab or a place inside another type's screen. */
import { RECORD_TYPES } from "@main-street/domain/records";
import { ADMIN_TABS } from "../admin-tabs";
import { ADMIN_RECORDS, ADMIN_VIEWS } from "./registry";

it("gives every record type exactly one admin view", () => {
  const shown = ADMIN_VIEWS.map((view) => view.type.collection);
  expect([...shown].sort()).toEqual(RECORD_TYPES.map((type) => type.collection).sort());
});

it("lists a type without a tab inside one that has a tab, and says where one is changed", () => {
  const tabs = new Set(ADMIN_TABS.map((tab) => tab.id));
  for (const view of ADMIN_VIEWS) {
    if ("shownIn" in view) expect(tabs).toContain(view.shownIn);
    else expect("tab" in view).toBe(true);
    const managed = ADMIN_RECORDS.some((record) => record.kind === view.type);
    expect(managed || ("changedIn" in view && view.changedIn.length > 0)).toBe(true);
  }
});

it("keeps the dashboard's tabs in their order (docs/product.md#admin)", () => {
  expect(ADMIN_TABS.map((tab) => tab.label)).toEqual([
    "Dashboard",
    "Inbox",
    "Users",
    "Events",
    "Businesses",
    "Bingo Squares",
    "Calendars",
    "District days",
    "Weekly E-mail",
  ]);
});
