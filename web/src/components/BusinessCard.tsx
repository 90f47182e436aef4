import LanguageIcon from "@mui/icons-material/Language";
import Card from "@mui/material/Card";
import { styled } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import type { BusinessSummary } from "@main-street/domain/directory";
import { pages } from "@main-street/domain/paths";
import type { CSSProperties } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useCardStatus } from "./card-status";
import { categoryMeta } from "./category-meta";
import { CoverImage } from "./CoverImage";
import { Tag } from "./Tag";
import { colors } from "../theme/palette";

/**
 * One styled card with plain children, styled by nested rules (as the event card): pages list dozens of these, and
 * each styled or sx element costs its render and hydration on a phone.
 */
const CardRoot = styled(Card)(({ theme }) => ({
  height: "100%",
  transition: "box-shadow .2s, transform .2s",
  "&:hover": { boxShadow: theme.shadows[6], transform: "translateY(-2px)" },
  // The card clips its content (rounded corners), which would hide the link's own focus ring: the card draws it.
  "&:has(.card-link:focus-visible)": { outline: `3px solid ${colors.gold}`, outlineOffset: 2 },
  "& .card-link:focus-visible": { outline: "none" },
  "& .card-link": {
    color: "inherit",
    textDecoration: "none",
    height: "100%",
    display: "flex",
    flexDirection: "column",
    alignItems: "stretch",
    justifyContent: "flex-start",
  },
  "& .body": {
    padding: theme.spacing(2.5),
    display: "flex",
    flexDirection: "column",
    gap: theme.spacing(1),
    flexGrow: 1,
  },
  "& .name": { fontSize: "1.2rem" },
  "& .summary": { display: "-webkit-box", WebkitLineClamp: 3, WebkitBoxOrient: "vertical", overflow: "hidden" },
  "& .footer": {
    marginTop: "auto",
    paddingTop: theme.spacing(1),
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: theme.spacing(1),
    flexWrap: "wrap",
  },
  "& .subcategory": { backgroundColor: theme.palette.background.default, color: "var(--category-color)" },
  "& .website": {
    display: "inline-flex",
    alignItems: "center",
    gap: theme.spacing(0.5),
    color: theme.palette.text.secondary,
  },
  "& .website svg": { fontSize: 16 },
}));

export function BusinessCard({
  business,
  headingLevel = "h3",
}: {
  business: BusinessSummary;
  headingLevel?: "h2" | "h3" | "h4";
}) {
  const meta = categoryMeta(business.category);
  const status = useCardStatus(business);
  return (
    <CardRoot style={{ "--category-color": meta.color } as CSSProperties}>
      <RouterLink className="card-link" to={pages.business.href(business.id)}>
        <CoverImage src={business.image} alt={business.name} icon={<meta.Icon />} color={meta.color} />
        <div className="body">
          <Typography variant="h4" component={headingLevel} className="name">
            {business.name}
          </Typography>
          {status}
          {business.summary && (
            <Typography variant="body2" color="text.secondary" className="summary">
              {business.summary}
            </Typography>
          )}
          <div className="footer">
            {business.subcategory ? (
              <Tag size="small" label={business.subcategory} className="subcategory" />
            ) : (
              <span />
            )}
            {business.website && (
              // A fact about the listing, not a link: the whole card opens the listing, where the website is.
              <Typography variant="caption" className="website">
                <LanguageIcon aria-hidden />
                Has a website
              </Typography>
            )}
          </div>
        </div>
      </RouterLink>
    </CardRoot>
  );
}
