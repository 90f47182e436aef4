/** @jest-environment jsdom */
/**
 * The Add Event dialog's repeat editor (docs/product.md#recurring-events): a series' single dates can be skipped,
 * changed and moved before its first save, as on the edit screen.
 */
import "../../../test/text-encoder";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { addDays, toLongDate } from "@main-street/domain/dates";
import { weekdayOf } from "@main-street/domain/repeat-rule";
import { Formik, useFormikContext } from "formik";
import { createElement as h } from "react";
import { BLANK_EVENT, eventPayload, type EventFormValues } from "../forms/event-form";
import { RepeatEditor } from "./RepeatEditor";
import { testToday } from "../../../../../scripts/test/test-clock";

/** The payload the form would send, shown so the test reads what the dialog saves. */
function Payload() {
  const { values } = useFormikContext<EventFormValues>();
  return h("output", { "data-testid": "payload" }, JSON.stringify(eventPayload(values, false)));
}

it("skips a date of a new weekly series, and the first save sends it", async () => {
  // A Saturday a week or two ahead, whatever today is.
  let first = addDays(testToday(), 7);
  while (weekdayOf(first) !== "SA") first = addDays(first, 1);
  const values: EventFormValues = { ...BLANK_EVENT, title: "Market", date: first, repeat: "WEEKLY" };
  render(
    h(
      Formik,
      { initialValues: values, onSubmit: () => {} },
      h("div", null, h(RepeatEditor, { disabled: false }), h(Payload)),
    ),
  );
  // Formik validates after each change, in a promise: act waits for it.
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Skip this date" })));
  const payload = JSON.parse(screen.getByTestId("payload").textContent!) as { exdates: string[] };
  expect(payload.exdates).toEqual([first]);
  expect(screen.getByRole("list", { name: "Skipped dates" }).textContent).toBe(toLongDate(first));
});
