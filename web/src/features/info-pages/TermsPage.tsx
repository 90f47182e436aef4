import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router-dom";
import { pages } from "@main-street/domain/paths";
import { pageMeta } from "@main-street/domain/seo";
import { SITE } from "@main-street/domain/site";
import { PageHero } from "../../components/PageHero";
import { Section } from "../../components/Section";
import { staticPage } from "../../lib/page";

/** Route module (docs/decisions/0044-route-modules.md): no data; its head is fixed. */
export const handle = staticPage(
  pageMeta(
    "Terms of Service",
    "The terms of using the Boulder City Main Street website: the directory and events, what you send us, and business owners' listings.",
    pages.terms.href(),
    ["terms of service", "terms of use"],
  ),
);

const text = { fontSize: "1.1rem", mb: 2 } as const;

/** docs/product.md#info-pages: the site's terms in plain words, beside the privacy page. */
export function Component() {
  return (
    <>
      <PageHero
        overline="Using this website"
        title="Terms of Service"
        subtitle="The few rules of using this website, in plain words."
      />

      <Section id="listings" tone="paper" title="The Directory and Events" align="left" maxWidth="md">
        <Typography sx={text}>
          {SITE.name} lists downtown businesses and community events free of charge, as a service to visitors and to the
          businesses. Businesses, their owners and event organisers give us most of what you read here, and we check
          what we can, but hours, prices and plans change: please confirm with the business or the organiser before you
          make a special trip.
        </Typography>
        <Typography sx={text}>
          A listing or an event here is not an endorsement. Links to other websites are given for your convenience; we
          are not responsible for their content.
        </Typography>
      </Section>

      <Section id="what-you-send" tone="sand" title="What You Send Us" align="left" maxWidth="md">
        <Typography sx={text}>
          When you send a message, a volunteer sign-up or an event proposal, you tell us the truth about who you are and
          give us permission to use what you wrote to answer you and, for an event we accept, to publish it. We may edit
          an event before publishing it, or decline it. How we keep what you send is on our{" "}
          <Link component={RouterLink} to={pages.privacy.href()} underline="always">
            privacy page
          </Link>
          .
        </Typography>
        <Typography sx={text}>
          Please don&apos;t use the forms to send advertising, to send messages in someone else&apos;s name, or to
          overload the site; we limit how often they can be sent.
        </Typography>
      </Section>

      <Section id="owners" tone="paper" title="Business Owners" align="left" maxWidth="md">
        <Typography sx={text}>
          A business&apos;s owner may claim its listing and keep it current. Claim only a business you own or manage:
          our office checks each claim before it is approved, and each change before it is published, and may remove an
          owner&apos;s access. You keep the rights to the words and photos you add, and let us show them on this website
          and in what we publish about downtown.
        </Typography>
      </Section>

      <Section id="contact" tone="sand" title="Questions" align="left" maxWidth="md">
        <Typography sx={text}>
          We may update these terms; the version on this page is the one that applies. Questions are welcome at{" "}
          <Link href={`mailto:${SITE.email}`} underline="always">
            {SITE.email}
          </Link>
          .
        </Typography>
      </Section>
    </>
  );
}
