import Container from "@mui/material/Container";
import type { ReactNode } from "react";
import { EmptyState } from "./EmptyState";
import { Seo } from "./Seo";
import type { PageMeta } from "@main-street/domain/seo";
import { Button } from "./Button";

export interface RecordNotFoundProps {
  meta: PageMeta;
  icon: ReactNode;
  title: string;
  hint: string;
  back: { to: string; label: string };
}

/** A business or event page whose record doesn't exist: not indexed, with a way back to the list. */
export function RecordNotFound({ meta, icon, title, hint, back }: RecordNotFoundProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Seo meta={meta} noindex />
      <EmptyState headingLevel="h1" icon={icon} title={title} hint={hint}>
        <Button to={back.to} variant="contained">
          {back.label}
        </Button>
      </EmptyState>
    </Container>
  );
}
