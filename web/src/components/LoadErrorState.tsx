import ErrorOutlineIcon from "@mui/icons-material/ErrorOutline";
import RefreshIcon from "@mui/icons-material/Refresh";
import { EmptyState } from "./EmptyState";
import { Button } from "./Button";

export function LoadErrorState({
  title,
  onRetry,
  retrying = false,
  headingLevel,
}: {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
  headingLevel?: "h1" | "h2";
}) {
  return (
    <EmptyState
      icon={<ErrorOutlineIcon />}
      title={title}
      hint="This is usually brief. Please try again in a moment."
      headingLevel={headingLevel}
    >
      <Button variant="contained" onClick={onRetry} disabled={retrying} startIcon={<RefreshIcon />}>
        {retrying ? "Trying again..." : "Try again"}
      </Button>
    </EmptyState>
  );
}
