/** Events in the admin area (docs/product.md#admin): the list shows the category, then date, time and location. */
import EventBusyIcon from "@mui/icons-material/EventBusy";
import Typography from "@mui/material/Typography";
import type { CommunityEvent } from "@main-street/domain/event";
import { eventTimeText } from "@main-street/domain/event-span";
import { pages } from "@main-street/domain/paths";
import { useEvents } from "../../../lib/queries";
import { EventCategoriesButton } from "../components/EventCategories";
import { EventFields } from "../components/EventFields";
import { SeriesSplit } from "../components/SeriesSplit";
import { eventForm, type EventFormValues } from "../forms/event-form";
import type { AdminRecordConfig } from "./admin-record";
import { defineAdminRecord } from "./define-admin-record";

function EventDetails({ record: event }: { record: CommunityEvent }) {
  return (
    <Typography variant="body2">
      {[event.series?.text, event.displayDate || event.date, eventTimeText(event), event.location]
        .filter(Boolean)
        .join(" · ")}
    </Typography>
  );
}

/** Also the editor an approved event proposal opens in (inbox/ProposalActions.tsx). */
export const eventRecord: AdminRecordConfig<CommunityEvent, EventFormValues> & { form: typeof eventForm } = {
  form: eventForm,
  nameOf: (event: CommunityEvent) => event.title,
  publicPath: (id) => pages.event.href(id),
  useList: useEvents,
  Fields: EventFields,
  badges: (event) => (event.category ? [{ label: event.category }] : []),
  Details: EventDetails,
  // docs/product.md#event-categories: the list an event's category comes from.
  TabActions: EventCategoriesButton,
  // docs/product.md#recurring-events: "this and following" on a series.
  EditExtras: SeriesSplit,
  emptyTitle: "No events scheduled",
  notFoundHint: "The event you're looking for doesn't exist or has been removed",
  notFoundIcon: <EventBusyIcon />,
  // docs/product.md#messages names deleting a business, not an event, among the failures that sign in again.
  signInAgainOnDelete: false,
};

export const eventAdmin = defineAdminRecord(eventRecord);
