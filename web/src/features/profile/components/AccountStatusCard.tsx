import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { User } from "@main-street/domain/user";
import type { ReactNode } from "react";
import { formatDate } from "../../../lib/format-date";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </>
  );
}

export function AccountStatusCard({ user }: { user: User }) {
  return (
    <Card component="section" aria-labelledby="account-status-title" sx={{ p: 3 }}>
      <Typography variant="h2" id="account-status-title" sx={{ fontSize: "1.4rem" }}>
        Account Status
      </Typography>
      <dl style={{ margin: 0 }}>
        <Row label="Account Type">{user.role === "admin" ? "Administrator" : "User"}</Row>
        <Row label="Account Status">
          <Chip label="Active" color="success" size="small" />
        </Row>
        <Row label="Member Since">{formatDate(user.createdAt)}</Row>
      </dl>
    </Card>
  );
}
