/** One row of the admin events or businesses list: content on the left, Edit and Delete on the right. */
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

export function AdminListRow({
  name,
  editTo,
  onDelete,
  children,
}: {
  name: string;
  editTo: string;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <Card
      component="li"
      sx={{ p: { xs: 2, md: 2.5 }, display: "flex", gap: 2, alignItems: "flex-start", listStyle: "none" }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
      <Box sx={{ display: "flex", gap: 0.5, flexShrink: 0 }}>
        <Tooltip title="Edit">
          <IconButton component={RouterLink} to={editTo} aria-label={`Edit ${name}`}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton onClick={onDelete} aria-label={`Delete ${name}`} color="error">
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Card>
  );
}

/** A tab's heading row with its Add button. */
export function TabHeading({ title, action }: { title: string; action: ReactNode }) {
  return (
    <Box
      sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 2, mb: 3, flexWrap: "wrap" }}
    >
      <Box component="h2" sx={{ typography: "h3", m: 0 }}>
        {title}
      </Box>
      {action}
    </Box>
  );
}
