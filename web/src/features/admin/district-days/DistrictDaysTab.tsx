/**
 * The District days tab (docs/product.md#district-days): each day named, with the listings answered for (and how)
 * and those not yet, which say "Holiday hours not confirmed" that day; Name a day, and Remove.
 */
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { LONG_WEEKDAYS, toLongDate } from "@main-street/domain/dates";
import type { DistrictDayStatus } from "@main-street/domain/district-days";
import { pages } from "@main-street/domain/paths";
import { businessKind } from "@main-street/domain/records";
import { weekdayOf } from "@main-street/domain/site-clock";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { EmptyState } from "../../../components/EmptyState";
import { QueryContent } from "../../../components/LoadFailure";
import { LoadingState } from "../../../components/LoadingState";
import { ConfirmDeleteDialog } from "../components/ConfirmDeleteDialog";
import { useStaffAction } from "../components/use-staff-action";
import { DistrictDayDialog } from "./DistrictDayDialog";
import { useDistrictDays } from "../queries";
import { useRemoveDistrictDay } from "./use-district-days";

const editLink = (id: string, name: string) => (
  <Link component={RouterLink} underline="always" to={pages.adminEdit.href(businessKind.collection, id)}>
    {name}
  </Link>
);

function DayCard({ day, onRemove }: { day: DistrictDayStatus; onRemove: () => void }) {
  const headingId = `district-day-${day.id}`;
  return (
    <Card component="li" aria-labelledby={headingId} sx={{ p: 2, listStyle: "none" }}>
      <Typography id={headingId} variant="h6" component="h3">
        {day.name}: {LONG_WEEKDAYS[weekdayOf(day.date)]}, {toLongDate(day.date)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {day.asked} {day.asked === 1 ? "owner" : "owners"} e-mailed · {day.answered.length} of{" "}
        {day.answered.length + day.unanswered.length} listings answered
        {day.askAccess ? " · asked for access details" : ""}
      </Typography>
      <details>
        <summary>Not answered yet ({day.unanswered.length}): "Holiday hours not confirmed" that day</summary>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {day.unanswered.map((b) => (
            <li key={b.id}>
              {editLink(b.id, b.name)}
              {b.owners === 0 ? " (no owner: set its special hours here)" : ""}
            </li>
          ))}
        </Box>
      </details>
      <details>
        <summary>Answered ({day.answered.length})</summary>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {day.answered.map((b) => (
            <li key={b.id}>
              {editLink(b.id, b.name)}: {b.answer}
            </li>
          ))}
        </Box>
      </details>
      <Button color="error" onClick={onRemove} sx={{ mt: 1 }}>
        Remove
      </Button>
    </Card>
  );
}

export function DistrictDaysTab() {
  const days = useDistrictDays();
  const remove = useRemoveDistrictDay();
  const run = useStaffAction();
  const [naming, setNaming] = useState(false);
  const [removing, setRemoving] = useState<DistrictDayStatus | null>(null);
  return (
    <Box>
      <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, flexWrap: "wrap", mb: 2 }}>
        <Box component="h2" sx={{ typography: "h3", m: 0 }}>
          District days
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNaming(true)}>
          Name a Day
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Holidays and festival days for the whole district. Answers become each listing&apos;s special hours for that
        day; removing a day keeps the answers given.
      </Typography>
      <QueryContent
        query={days}
        loading={<LoadingState text="Loading district days..." />}
        failedTitle="District days could not be loaded"
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No district days named" hint="Name a holiday a few weeks ahead." headingLevel="h3" />
          ) : (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="District days">
              {list.map((day) => (
                <DayCard key={day.id} day={day} onRemove={() => setRemoving(day)} />
              ))}
            </Stack>
          )
        }
      </QueryContent>
      {naming && <DistrictDayDialog onClose={() => setNaming(false)} />}
      <ConfirmDeleteDialog
        what="district day"
        name={removing?.name ?? null}
        deleting={remove.isPending}
        onConfirm={() =>
          void run(remove.mutateAsync(removing!.id), "District day removed").then(() => setRemoving(null))
        }
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
