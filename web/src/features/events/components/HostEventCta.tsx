import MailOutlineIcon from "@mui/icons-material/MailOutline";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router-dom";
import { Section } from "../../../components/Section";
import { ProposalForm } from "../../proposals";

/** Closing call to action of the events list; the button goes to the contact page, the form proposes an event. */
export function HostEventCta() {
  return (
    <Section
      id="host-an-event"
      tone="navy"
      overline="Get involved"
      title="Want to Host an Event?"
      lead="Markets, car shows, concerts and holiday celebrations all started with someone's idea. Tell us yours and we'll help bring it to historic downtown."
    >
      <div style={{ textAlign: "center" }}>
        <Button
          component={RouterLink}
          to="/contact"
          variant="contained"
          color="warning"
          size="large"
          startIcon={<MailOutlineIcon />}
        >
          Contact Us About Events
        </Button>
      </div>
      <ProposalForm />
    </Section>
  );
}
