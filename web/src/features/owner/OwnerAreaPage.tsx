/** The owners' area (one lazy chunk, signed in only): /owner, /owner/businesses/{id} and /owner/confirm-hours. */
import { lazy, Suspense } from "react";
import { useMatch } from "react-router-dom";
import { LoadingState } from "../../components/LoadingState";
import { ConfirmHoursPage } from "./ConfirmHoursPage";
import { MyBusinessesPage } from "./MyBusinessesPage";

// The edit screen brings the description editor: loaded only when an owner opens it.
const OwnerEditPage = lazy(() => import("./OwnerEditPage"));

export default function OwnerAreaPage() {
  const edit = useMatch("/owner/businesses/:id");
  const confirm = useMatch("/owner/confirm-hours");
  if (confirm) return <ConfirmHoursPage />;
  if (edit?.params.id) {
    return (
      <Suspense fallback={<LoadingState text="Loading the editor..." minHeight={480} />}>
        <OwnerEditPage key={edit.params.id} id={edit.params.id} />
      </Suspense>
    );
  }
  return <MyBusinessesPage />;
}
