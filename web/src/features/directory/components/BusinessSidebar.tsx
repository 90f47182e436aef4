import AccessTimeIcon from "@mui/icons-material/AccessTime";
import EmailIcon from "@mui/icons-material/Email";
import LanguageIcon from "@mui/icons-material/Language";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import PhoneIcon from "@mui/icons-material/Phone";
import PlaceIcon from "@mui/icons-material/Place";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { Business } from "@main-street/domain/business";
import { hoursCheckedAt, hoursConfirmedNote } from "@main-street/domain/opening-hours";
import type { ReactNode } from "react";
import { directionsHref, mailHref, telHref, websiteLabel } from "../../../lib/contact-links";
import { OpenNowBadge, WeekHours } from "../../../widgets/open-now";
import { Button } from "../../../components/Button";

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: "flex",
        gap: 1.5,
        py: 1.75,
        borderBottom: "1px solid",
        borderColor: "divider",
        "&:last-of-type": { borderBottom: 0 },
      }}
    >
      <Box aria-hidden sx={{ color: "primary.main", mt: 0.25 }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1, overflowWrap: "anywhere" }}>
        <Typography
          component="h3"
          variant="overline"
          sx={{ color: "text.secondary", lineHeight: 1.6, display: "block" }}
        >
          {label}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/** `now` decides the open-now label and today's line (docs/decisions/0020-open-now.md). */
export function BusinessSidebar({ business, now }: { business: Business; now: Date }) {
  return (
    <Card
      component="aside"
      aria-labelledby="business-info-title"
      sx={{ p: 3, position: { md: "sticky" }, top: { md: 96 } }}
    >
      <Typography variant="h4" component="h2" id="business-info-title" sx={{ mb: 1 }}>
        Business Information
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {business.website && (
          <Row icon={<LanguageIcon />} label="Website">
            <Link href={business.website} target="_blank" rel="noopener noreferrer">
              {websiteLabel(business.website)}
            </Link>
          </Row>
        )}
        {business.phone && (
          <Row icon={<PhoneIcon />} label="Phone">
            <Link href={telHref(business.phone)}>{business.phone}</Link>
          </Row>
        )}
        {business.email && (
          <Row icon={<EmailIcon />} label="E-mail">
            <Link href={mailHref(business.email)}>{business.email}</Link>
          </Row>
        )}
        {business.address && (
          <Row icon={<PlaceIcon />} label="Address">
            <Typography>{business.address}</Typography>
            <Link href={directionsHref(business.address)} target="_blank" rel="noopener noreferrer">
              Get directions
            </Link>
          </Row>
        )}
        <Row icon={<AccessTimeIcon />} label="Hours">
          <Box sx={{ mb: 1 }}>
            <OpenNowBadge schedule={business} now={now} checkedAt={hoursCheckedAt(business)} />
          </Box>
          <WeekHours schedule={business} note={business.hoursNote} now={now} />
          {/* Only a real confirmation has a month to give (docs/product.md#owners). */}
          {hoursConfirmedNote(business.hoursConfirmedAt, now) && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {hoursConfirmedNote(business.hoursConfirmedAt, now)}
            </Typography>
          )}
        </Row>
      </Box>
      {business.website && (
        <Button
          href={business.website}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          fullWidth
          size="large"
          endIcon={<OpenInNewIcon />}
          sx={{ mt: 2 }}
        >
          Visit Website
        </Button>
      )}
    </Card>
  );
}
