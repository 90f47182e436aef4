/**
 * "This week downtown" (docs/product.md#this-week): the next seven days' events and the businesses open late, on
 * one page that prints on paper for a shop window or a front desk.
 */
import PrintIcon from "@mui/icons-material/Print";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import GlobalStyles from "@mui/material/GlobalStyles";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import EventBusyIcon from "@mui/icons-material/EventBusy";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { toLongDate } from "@main-street/domain/dates";
import { pages } from "@main-street/domain/paths";
import { pageMeta } from "@main-street/domain/seo";
import type { ThisWeek, WeekDay } from "@main-street/domain/this-week";
import { Button } from "../../components/Button";
import { QueryContent } from "../../components/LoadFailure";
import { LoadingState } from "../../components/LoadingState";
import { PageHero } from "../../components/PageHero";
import { RecordNotFound } from "../../components/RecordNotFound";
import { SubscribeForm } from "../newsletter/widget";
import { NEEDS_APP } from "../../lib/app-started";
import type { PageHandle } from "../../lib/page";
import { thisWeekQuery, useThisWeek } from "./queries";

const weekOf = (search: URLSearchParams) => search.get("week") || undefined;

const DESCRIPTION =
  "What's on in historic downtown Boulder City this week: every event, day by day, and the businesses open late.";
const KEYWORDS = ["this week", "events", "open late"];
const META = pageMeta("This Week Downtown", DESCRIPTION, pages.thisWeek.href(), KEYWORDS);
const NO_SUCH_WEEK = pageMeta(
  "No Such Week",
  "There is no weekly e-mail of that week.",
  pages.thisWeek.href(),
  KEYWORDS,
);

/**
 * Route module (docs/decisions/0044-route-modules.md). The week starts today, so its HTML keeps a day; `?week=` is
 * a weekly e-mail's web copy (docs/product.md#weekly-email), its own page.
 */
export const handle: PageHandle = {
  queries: ({ search }) => [thisWeekQuery(weekOf(search))],
  search: ["week"],
  head: ({ search }, data) => {
    const week = weekOf(search);
    if (!week) return { status: 200, meta: META };
    const found = data(thisWeekQuery(week).queryKey) as ThisWeek | null | undefined;
    if (found === undefined) return undefined;
    if (!found) return { status: 404, meta: NO_SUCH_WEEK, noindex: true };
    const title = `This Week Downtown: ${toLongDate(found.from)} – ${toLongDate(found.to)}`;
    return { status: 200, meta: pageMeta(title, DESCRIPTION, pages.thisWeek.href(week), KEYWORDS) };
  },
  clock: "day",
};

/**
 * On paper: the page alone, without the site's header (nor the space it keeps on screen), footer or buttons. The
 * theme prints every text dark (printers drop backgrounds).
 */
const PRINT_STYLES = {
  "@media print": {
    "body > #root *:has(> #main-content) > :not(#main-content), .no-print": { display: "none !important" },
    "#main-content": { minHeight: "auto !important" },
    "#main-content > :first-child": { paddingTop: "0 !important", paddingBottom: "16px !important" },
  },
};

export function Component() {
  const [search] = useSearchParams();
  const week = useThisWeek(weekOf(search));
  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageHero
        overline="Historic downtown Boulder City"
        title="This Week Downtown"
        subtitle={week.data ? `${toLongDate(week.data.from)} – ${toLongDate(week.data.to)}` : undefined}
      >
        <Box className="no-print" sx={{ mt: 3, ...NEEDS_APP }}>
          <Button variant="contained" color="warning" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print this page
          </Button>
        </Box>
      </PageHero>
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <QueryContent
          query={week}
          loading={<LoadingState text="Loading this week..." minHeight={480} />}
          failedTitle="We couldn't load this week"
          notFound={
            <RecordNotFound
              icon={<EventBusyIcon />}
              title="No Such Week"
              hint="There is no weekly e-mail of that week."
              back={{ to: pages.thisWeek.href(), label: "See this week" }}
            />
          }
        >
          {(found) => found.days.map((day) => <Day key={day.date} day={day} />)}
        </QueryContent>
        <Box className="no-print" sx={{ mt: 6 }}>
          <SubscribeForm id="this-week-subscribe" title="Get this page by e-mail every Thursday" />
        </Box>
      </Container>
    </>
  );
}

function Day({ day }: { day: WeekDay }) {
  const headingId = `day-${day.date}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5, breakInside: "avoid" }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: "1.5rem", mb: 1.5 }}>
        {day.weekday}, {toLongDate(day.date)}
      </Typography>
      {day.events.length === 0 ? (
        <Typography color="text.secondary">No events scheduled.</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
          {day.events.map((event) => (
            <li key={event.id}>
              <Link
                component={RouterLink}
                to={pages.event.href(event.id, event.date)}
                underline="always"
                sx={{ fontWeight: 700 }}
              >
                {event.title}
              </Link>
              {[event.time, event.location].filter(Boolean).map((part) => ` · ${part}`)}
            </li>
          ))}
        </Box>
      )}
      {day.openLate.length > 0 && (
        <>
          <Typography variant="h3" sx={{ fontSize: "1.1rem", mt: 2, mb: 1 }}>
            Open late
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
            {day.openLate.map((business) => (
              <li key={business.id}>
                <Link component={RouterLink} to={pages.business.href(business.id)} underline="always">
                  {business.name}
                </Link>{" "}
                until {business.until}
                {business.address && ` · ${business.address}`}
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
