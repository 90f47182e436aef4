/**
 * The business page's access details (docs/product.md#access): each feature Yes or No with its note, or "Not
 * reported", which is never shown as No.
 */
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { ACCESS_FEATURES, accessStateText, reportsAccess, type AccessDetails } from "@main-street/domain/access";

export function BusinessAccess({ access }: { access: AccessDetails | undefined }) {
  return (
    <Card component="section" aria-labelledby="access-title" sx={{ p: { xs: 3, md: 4 } }}>
      <Typography variant="h2" id="access-title" sx={{ fontSize: "1.5rem", mb: 1 }}>
        Accessibility
      </Typography>
      {!reportsAccess(access) && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          This business hasn&apos;t told us about access yet. Call ahead to ask.
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "1fr auto", columnGap: 2, rowGap: 1 }}>
        {ACCESS_FEATURES.map(({ key, label }) => {
          const detail = access?.[key];
          return (
            <Box key={key} sx={{ display: "contents" }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {label}
                {detail?.note && (
                  <Box component="span" sx={{ display: "block", fontWeight: 400, color: "text.secondary" }}>
                    {detail.note}
                  </Box>
                )}
              </Box>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  textAlign: "right",
                  fontWeight: detail ? 700 : 400,
                  color: detail ? "text.primary" : "text.secondary",
                }}
              >
                {accessStateText(detail)}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Card>
  );
}
