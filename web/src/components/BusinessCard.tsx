import LanguageIcon from "@mui/icons-material/Language";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import { Tag } from "./Tag";
import Typography from "@mui/material/Typography";
import type { BusinessSummary } from "@main-street/domain/directory";
import { Link as RouterLink } from "react-router-dom";
import { useCardStatus } from "./card-status";
import { categoryMeta } from "./category-meta";
import { CoverImage } from "./CoverImage";
import { renderWhenOnScreen } from "./render-when-on-screen";

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
    <Card
      sx={{
        height: "100%",
        ...renderWhenOnScreen,
        transition: "box-shadow .2s, transform .2s",
        "&:hover": { boxShadow: 6, transform: "translateY(-2px)" },
      }}
    >
      <Box
        component={RouterLink}
        to={`/directory/${business.id}`}
        sx={{
          color: "inherit",
          textDecoration: "none",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          alignItems: "stretch",
          justifyContent: "flex-start",
        }}
      >
        <CoverImage src={business.image} alt={business.name} icon={<meta.Icon />} color={meta.color} />
        <Box sx={{ p: 2.5, display: "flex", flexDirection: "column", gap: 1, flexGrow: 1 }}>
          <Typography variant="h4" component={headingLevel} sx={{ fontSize: "1.2rem" }}>
            {business.name}
          </Typography>
          {status}
          {business.summary && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: "-webkit-box", WebkitLineClamp: 3, WebkitBoxOrient: "vertical", overflow: "hidden" }}
            >
              {business.summary}
            </Typography>
          )}
          <Box
            sx={{
              mt: "auto",
              pt: 1,
              display: "flex",
              alignItems: "center",
              justifyContent: "space-between",
              gap: 1,
              flexWrap: "wrap",
            }}
          >
            {business.subcategory ? (
              <Tag
                size="small"
                label={business.subcategory}
                sx={{ bgcolor: "background.default", color: meta.color }}
              />
            ) : (
              <span />
            )}
            {business.website && (
              <Typography
                variant="caption"
                sx={{
                  display: "inline-flex",
                  alignItems: "center",
                  gap: 0.5,
                  color: "secondary.main",
                  fontWeight: 600,
                }}
              >
                <LanguageIcon sx={{ fontSize: 16 }} aria-hidden />
                Visit Website
              </Typography>
            )}
          </Box>
        </Box>
      </Box>
    </Card>
  );
}
