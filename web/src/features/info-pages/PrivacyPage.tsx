import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { pages } from "@main-street/domain/paths";
import { pageMeta } from "@main-street/domain/seo";
import { SITE } from "@main-street/domain/site";
import { PageHero } from "../../components/PageHero";
import { Section } from "../../components/Section";
import { staticPage } from "../../lib/page";

/** Route module (docs/decisions/0044-route-modules.md): no data; its head is fixed. */
export const handle = staticPage(
  pageMeta(
    "Privacy",
    "What the Boulder City Main Street website keeps about its visitors, and why: anonymous counts for the businesses listed, the messages you send us, and the weekly e-mail's list.",
    pages.privacy.href(),
    ["privacy", "statistics", "weekly e-mail"],
  ),
);

const text = { fontSize: "1.1rem", mb: 2 } as const;

/** docs/product.md#info-pages; the statistics' rules: docs/product.md#listing-statistics. */
export function Component() {
  return (
    <>
      <PageHero
        overline="Your privacy"
        title="Privacy"
        subtitle="What this website keeps about the people who visit it, and why."
      />

      <Section
        id="listing-statistics"
        tone="paper"
        title="Counting Visits to Business Listings"
        align="left"
        maxWidth="md"
      >
        <Typography sx={text}>
          To show each downtown business how many people find it here, the site counts, for each listing and day, how
          often its page is viewed, how often it shows in the directory and in search results, how often its website,
          phone, e-mail and directions links are tapped, and how often the pages of events it hosts are viewed. The
          business&apos;s owners and our staff see these totals. Nobody sees who made them.
        </Typography>
        <Typography sx={text}>
          The counts are anonymous. Your browser sends a short note of what was shown or tapped, once per page, with a
          random number that changes on every page. We set no cookie for it, store nothing in your browser, and keep
          neither your internet address nor the name of your browser. So that no one can inflate the numbers, each
          network gets a limited number of counts an hour: for that hour only, the server keeps a scrambled form of the
          network&apos;s address in memory, then forgets it.
        </Typography>
        <Typography sx={text}>
          You are not counted if your browser asks sites not to track you (Do Not Track or Global Privacy Control), if
          JavaScript is off, if a page was only loaded in advance and never shown, or if you are a search engine&apos;s
          crawler.
        </Typography>
      </Section>

      <Section id="messages" tone="sand" title="Messages You Send" align="left" maxWidth="md">
        <Typography sx={text}>
          When you send the contact, volunteer or event form, we keep what you wrote so our staff can answer you. Google
          reCAPTCHA checks that the form was sent by a person, under Google&apos;s privacy policy. To stop floods of
          messages, a scrambled form of the sender&apos;s internet address is kept for about a day. When you sign up to
          volunteer, we e-mail you once to say it arrived (at most once a day, whatever is sent in your address&apos;s
          name).
        </Typography>
        <Typography sx={text}>
          To have your messages deleted, e-mail us at{" "}
          <Link href={`mailto:${SITE.email}`} underline="always">
            {SITE.email}
          </Link>
          .
        </Typography>
      </Section>

      <Section id="weekly-email" tone="paper" title="The Weekly E-mail" align="left" maxWidth="md">
        <Typography sx={text}>
          When you subscribe to the weekly events e-mail, we keep your e-mail address, the kinds of events you chose and
          when you subscribed and confirmed. We use them only to send that e-mail, every Thursday, and never share or
          sell them. Our staff see how many people subscribe to each kind of event, never who.
        </Typography>
        <Typography sx={text}>
          Until you open the link in our confirmation e-mail, we send you nothing else, and we forget an address that
          isn&apos;t confirmed after 7 days. If your mail server tells us an address no longer exists, we stop writing
          to it and forget it after 90 days. The e-mail has no tracking images or tracked links.
        </Typography>
        <Typography sx={text}>
          Every e-mail has an Unsubscribe link, and most mail apps show an Unsubscribe button for it: one click and we
          delete your address at once. You can also ask us to delete it by e-mail at{" "}
          <Link href={`mailto:${SITE.email}`} underline="always">
            {SITE.email}
          </Link>
          .
        </Typography>
      </Section>
    </>
  );
}
