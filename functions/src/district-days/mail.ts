/**
 * The district day's e-mail to each owner of each listing (docs/product.md#district-days): three answers, each a link
 * to the answer page with that answer chosen, and when staff asked for it, a request to add the listing's access
 * details. The token is in the link's fragment, never in an address a server logs; it is signed again here from the
 * link's id, which is all that is stored.
 */
import escapeHtml from "escape-html";
import { reportsAccess } from "@main-street/domain/access";
import type { Business } from "@main-street/domain/business";
import { LONG_WEEKDAYS, toLongDate } from "@main-street/domain/dates";
import { businessKind } from "@main-street/domain/records";
import { pages } from "@main-street/domain/paths";
import { weekdayOf } from "@main-street/domain/site-clock";
import { dayHours } from "@main-street/domain/special-hours";
import { comingDayText } from "@main-street/domain/week-hours-text";
import type { Composed, DistrictDayJob, MailContent } from "../mail";
import { withDeadline } from "../platform/firestore";
import { readRecord } from "../records/read";
import { businessRef, districtDayOf, districtDays } from "../businesses";
import { DISTRICT_DAY_ANSWER, signLinkId } from "../owners";
import { districtLinks } from "./store";

const oneLine = (value: string, max = 80) => value.replace(/\s+/g, " ").trim().slice(0, max);

export interface DistrictDayMailParts {
  businessName: string;
  dayName: string;
  date: string;
  /** The listing's usual hours on that date ('6 AM – 2 PM', 'Closed'). */
  usualHours: string;
  /** The answer page with each answer chosen. */
  links: { usual: string; closed: string; open: string };
  /** Set when staff asked and the listing reports no access details: where the owner adds them. */
  accessEdit?: string;
}

export function districtDayMail(parts: DistrictDayMailParts): MailContent {
  const name = oneLine(parts.businessName, 150);
  const day = oneLine(parts.dayName, 60);
  const when = `${LONG_WEEKDAYS[weekdayOf(parts.date)]}, ${toLongDate(parts.date)}`;
  const intro =
    `${day} is ${when}. Will ${name} be open? Visitors see your answer on your listing and in the directory's ` +
    `"Open now"; until you answer, your listing says "Holiday hours not confirmed" that day. One tap chooses, ` +
    `the page it opens sends your answer; you can change it until the day is over.`;
  const answers = [
    { href: parts.links.usual, text: `Open as usual (${parts.usualHours})` },
    { href: parts.links.closed, text: "Closed all day" },
    { href: parts.links.open, text: "Other hours" },
  ];
  const access = parts.accessEdit
    ? "Your listing doesn't say yet whether it has a step-free entrance, an accessible restroom and the other access " +
      "details visitors ask about. Please add them"
    : "";
  const text = [
    intro,
    "",
    ...answers.map((a) => `${a.text}: ${a.href}`),
    ...(access ? ["", `${access}: ${parts.accessEdit}`] : []),
  ].join("\n");
  const html =
    `<p>${escapeHtml(intro)}</p>` +
    `<ul>${answers.map((a) => `<li><a href="${escapeHtml(a.href)}">${escapeHtml(a.text)}</a></li>`).join("")}</ul>` +
    (access ? `<p>${escapeHtml(access)}: <a href="${escapeHtml(parts.accessEdit!)}">edit your listing</a>.</p>` : "");
  return { subject: `${day}, ${toLongDate(parts.date)}: will ${oneLine(parts.businessName)} be open?`, text, html };
}

/** The usual hours of `listing` on `date`, whatever it answered: its season or its week. */
function usualHours(listing: Business, date: string): string {
  const usual = dayHours({ ...listing, exceptions: [], unconfirmedDays: [] }, date);
  if (usual.kind !== "regular") return "hours not set";
  if (usual.ranges.length === 0) return "closed";
  const exception = { date, kind: "open" as const, ranges: usual.ranges, label: "" };
  return comingDayText({ date, kind: "exception", exception });
}

/** The outbox's `district_day` job: "gone" when the link, its day or its listing no longer exists. */
export async function composeDistrictDay({ linkId, siteUrl }: DistrictDayJob): Promise<Composed> {
  const link = await withDeadline(districtLinks().doc(linkId).get());
  if (!link.exists) return "gone";
  const businessId = String(link.get("businessId"));
  const [daySnap, businessSnap] = await Promise.all([
    withDeadline(
      districtDays()
        .doc(String(link.get("dayId")))
        .get(),
    ),
    withDeadline(businessRef(businessId).get()),
  ]);
  const day = districtDayOf(daySnap);
  const listing = businessSnap.exists ? readRecord(businessKind, businessSnap) : null;
  if (!day || !listing) return "gone";
  const token = signLinkId(linkId, DISTRICT_DAY_ANSWER);
  const page = (answer: string) => `${siteUrl}${pages.ownerDistrictDay.href(token, answer)}`;
  const askAccess = day.askAccess && !reportsAccess(listing.access);
  const content = districtDayMail({
    businessName: listing.name,
    dayName: day.name,
    date: day.date,
    usualHours: usualHours(listing, day.date),
    links: { usual: page("usual"), closed: page("closed"), open: page("open") },
    ...(askAccess ? { accessEdit: `${siteUrl}${pages.ownerBusiness.href(businessId)}` } : {}),
  });
  return { to: [String(link.get("email") ?? "")], content };
}
