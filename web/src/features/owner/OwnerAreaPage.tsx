/**
 * The owners' area's route module: only a lazy import, so the app's own chunk names none of the area's chunks (the
 * public pages load the app; docs/decisions/0030).
 */
import { lazy, Suspense } from "react";
import { LoadingState } from "../../components/LoadingState";

const OwnerArea = lazy(() => import("./OwnerArea"));

export default function OwnerAreaPage() {
  return (
    <Suspense fallback={<LoadingState text="Loading..." minHeight={480} />}>
      <OwnerArea />
    </Suspense>
  );
}
