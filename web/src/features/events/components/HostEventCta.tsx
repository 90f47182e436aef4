import MailOutlineIcon from "@mui/icons-material/MailOutline";
import { pages } from "@main-street/domain/paths";
import { CenteredLinkButton } from "../../../components/CenteredLinkButton";
import { Section } from "../../../components/Section";
import { lazy } from "react";
import type { ProposalHost } from "../proposal/ProposalForm";

/**
 * Below the fold: the server renders the form in full, and React hydrates its region once this code has loaded in
 * idle time (its send button turns live then; anything typed before stays in the fields).
 */
const ProposalForm = lazy(() => import("../proposal/ProposalForm").then((m) => ({ default: m.ProposalForm })));

/**
 * Closing call to action of the events list; the button goes to the contact page, the form proposes an event (at
 * `host`, on the events of one business).
 */
export function HostEventCta({ host }: { host?: ProposalHost }) {
  return (
    <Section
      id="host-an-event"
      tone="navy"
      overline="Get involved"
      title="Want to Host an Event?"
      lead="Markets, car shows, concerts and holiday celebrations all started with someone's idea. Tell us yours and we'll help bring it to historic downtown."
    >
      <CenteredLinkButton to={pages.contact.href()} color="warning" startIcon={<MailOutlineIcon />}>
        Contact Us About Events
      </CenteredLinkButton>
      <ProposalForm host={host} />
    </Section>
  );
}
