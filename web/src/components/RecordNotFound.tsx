import Container from "@mui/material/Container";
import type { ReactNode } from "react";
import { EmptyState } from "./EmptyState";
import { Button } from "./Button";

export interface RecordNotFoundProps {
  icon: ReactNode;
  title: string;
  hint: string;
  back: { to: string; label: string };
}

/** A business or event page whose record doesn't exist (its route's head says 404, noindex), with a way back. */
export function RecordNotFound({ icon, title, hint, back }: RecordNotFoundProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <EmptyState headingLevel="h1" icon={icon} title={title} hint={hint}>
        <Button to={back.to} variant="contained">
          {back.label}
        </Button>
      </EmptyState>
    </Container>
  );
}
