/** Catches a page that fails to render or load (e.g. a chunk removed by a new deploy) and offers a reload. */
import { Component, type ReactNode } from "react";
import { EmptyState } from "../../components/EmptyState";
import { Button } from "../../components/Button";

export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <EmptyState
        headingLevel="h1"
        title="Something went wrong"
        hint="This page could not be loaded. Please reload to try again."
      >
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </EmptyState>
    );
  }
}
