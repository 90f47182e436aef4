import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import { Button } from "./Button";

export interface DetailHeroBarProps {
  back: { to: string; label: string };
  /** Shown to admins only: the record's edit screen. */
  edit?: { to: string; label: string };
}

/** The top row of a business or event page's hero: back to the list, and the admin's edit link. */
export function DetailHeroBar({ back, edit }: DetailHeroBarProps) {
  return (
    <Box
      sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 2, mb: 3, flexWrap: "wrap" }}
    >
      <Button to={back.to} startIcon={<ArrowBackIcon />} sx={{ color: "common.white", px: 1 }}>
        {back.label}
      </Button>
      {edit && (
        <Button to={edit.to} variant="contained" color="warning" startIcon={<EditIcon />}>
          {edit.label}
        </Button>
      )}
    </Box>
  );
}
