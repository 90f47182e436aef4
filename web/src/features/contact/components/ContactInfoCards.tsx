import AccessTimeIcon from "@mui/icons-material/AccessTime";
import EmailIcon from "@mui/icons-material/Email";
import PhoneIcon from "@mui/icons-material/Phone";
import PlaceIcon from "@mui/icons-material/Place";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { SITE, fullAddress } from "@main-street/domain/site";
import type { ReactNode } from "react";
import { telHref } from "../../../lib/contact-links";

const CARDS: { title: string; icon: ReactNode; body: ReactNode }[] = [
  { title: "Address", icon: <PlaceIcon />, body: fullAddress() },
  {
    title: "Phone",
    icon: <PhoneIcon />,
    body: <Link href={telHref(SITE.phone)}>{SITE.phone}</Link>,
  },
  {
    title: "Email",
    icon: <EmailIcon />,
    body: (
      <Link href={`mailto:${SITE.email}`} sx={{ overflowWrap: "anywhere" }}>
        {SITE.email}
      </Link>
    ),
  },
  { title: "Business Hours", icon: <AccessTimeIcon />, body: "Most businesses open daily, check individual listings" },
];

export function ContactInfoCards() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: "none",
        p: 0,
        m: 0,
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "1fr" },
      }}
    >
      {CARDS.map((card) => (
        <li key={card.title}>
          <Card sx={{ p: 2.5, display: "flex", gap: 2, alignItems: "flex-start", height: "100%" }}>
            <Box
              aria-hidden
              sx={{
                width: 44,
                height: 44,
                flexShrink: 0,
                borderRadius: "50%",
                display: "grid",
                placeItems: "center",
                bgcolor: "secondary.main",
                color: "warning.light",
              }}
            >
              {card.icon}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h3" sx={{ fontSize: "1.1rem", mb: 0.25 }}>
                {card.title}
              </Typography>
              <Typography color="text.secondary" component="div">
                {card.body}
              </Typography>
            </Box>
          </Card>
        </li>
      ))}
    </Box>
  );
}
