/** The owner edit form's revision, validation and rebase (docs/product.md#owners). */
import { businessFixture } from "@main-street/domain/test-fixtures/business";
import { weekOf } from "@main-street/domain/weekly-hours";
import { addDays, toLongDate } from "@main-street/domain/dates";
import { testToday } from "../../../../scripts/test/test-clock";
import { baseOf, formErrors, rebased, revisionOf, revisionRefusal, revisionValidation } from "./revision-form";

const listing = businessFixture("diner", {
  phone: "702-555-0100",
  website: "https://diner.example",
  tags: ["breakfast", "diner"],
  hours: weekOf([{ days: ["Mo", "Tu"], opens: "06:00", closes: "14:00" }]),
  updatedAt: "2025-06-01T00:00:00.000Z",
});
const base = baseOf(listing);

describe("the revision a save sends", () => {
  it("names only the fields changed since the screen loaded, as the API stores them", () => {
    const values = { ...base.values, phone: "702-555-0199", tags: " breakfast , , brunch " };
    expect(revisionOf(base, values)).toEqual({
      base: "2025-06-01T00:00:00.000Z",
      changes: { phone: "702-555-0199", tags: ["breakfast", "brunch"] },
    });
  });

  it("sends the hours from the week grid, and nothing for a grid left as it was", () => {
    expect(revisionOf(base, base.values).changes).toEqual({});
    const week = { ...base.values.week!, We: [{ opens: "07:00", closes: "12:00" }] };
    expect(revisionOf(base, { ...base.values, week }).changes).toEqual({
      hours: weekOf([
        { days: ["Mo", "Tu"], opens: "06:00", closes: "14:00" },
        { days: ["We"], opens: "07:00", closes: "12:00" },
      ]),
    });
  });

  it("sends a note of its own, and no hours for a listing without structured hours left as it was", () => {
    const textOnly = baseOf({ ...listing, hours: null, hoursNote: "Daily 6am-2pm" });
    expect(textOnly.values.week).toBeNull();
    expect(revisionOf(textOnly, { ...textOnly.values, hoursNote: "Call ahead" }).changes).toEqual({
      hoursNote: "Call ahead",
    });
  });
});

describe("special days and access details in a revision", () => {
  const today = testToday();
  const day = {
    date: addDays(today, 5),
    kind: "open" as const,
    ranges: [{ opens: "17:00", closes: "01:00" }],
    label: "Art walk",
  };

  it("sends them only when changed, as the API stores them", () => {
    const access = { ...base.values.access, seating: { state: "no" as const, note: " Standing room " } };
    expect(revisionOf(base, { ...base.values, exceptions: [day], access }).changes).toEqual({
      exceptions: [day],
      access: { seating: { state: "no", note: "Standing room" } },
    });
  });

  it("puts a problem on its row: a date that has passed, two days on one date", () => {
    const validate = revisionValidation(base);
    const past = { ...day, date: addDays(today, -1) };
    expect(validate({ ...base.values, exceptions: [past] })).toEqual({
      exceptions: [{ date: `${toLongDate(past.date)} has passed` }],
    });
    expect(validate({ ...base.values, exceptions: [day, day] })).toEqual({
      exceptions: [undefined, { date: `${toLongDate(day.date)} already has special hours: keep one` }],
    });
  });
});

describe("validation with the shared schema", () => {
  const validate = revisionValidation(base);

  it("puts each field's message on the form's field", () => {
    expect(validate({ ...base.values, website: "ftp://diner.example" })).toEqual({
      website: expect.stringMatching(/http/),
    });
  });

  it("refuses a week grid with a half-entered time as the hours", () => {
    const week = { ...base.values.week!, We: [{ opens: "07:00", closes: "" }] };
    expect(validate({ ...base.values, week })).toEqual({ week: "Check the hours." });
  });

  it("lets an unchanged form through to the send, which refuses it as a whole", () => {
    expect(validate(base.values)).toEqual({});
    expect(revisionRefusal(base, base.values)).toBe("Change at least one field");
    expect(revisionRefusal(base, { ...base.values, phone: "702-555-0101" })).toBeNull();
  });

  it("shows the API's messages by the form's field names", () => {
    expect(formErrors({ "changes.hours": "Use 24-hour HH:MM", "changes.phone": "Too long", base: "Reload" })).toEqual({
      week: "Use 24-hour HH:MM",
      phone: "Too long",
    });
  });
});

it("after a stale save, takes the live listing and keeps the owner's own changes over it", () => {
  const live = baseOf({ ...listing, phone: "702-555-0000", address: "1 Nevada Way", updatedAt: "2025-06-02" });
  const mine = { ...base.values, website: "https://new.example" };
  expect(rebased(mine, base, live.values)).toEqual({
    ...live.values,
    website: "https://new.example",
  });
  // A field both changed keeps the owner's value; the merge card lets them take the live one.
  const both = { ...base.values, phone: "702-555-0199" };
  expect(rebased(both, base, live.values).phone).toBe("702-555-0199");
});
