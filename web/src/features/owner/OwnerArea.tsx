/**
 * The owners' area (one lazy chunk, signed in only): /owner, /owner/businesses/{id} and /owner/confirm-hours. The
 * description editor inside the edit screen loads only when it is shown (LazyDescriptionEditor).
 */
import { useMatch } from "react-router-dom";
import { ConfirmHoursPage } from "./ConfirmHoursPage";
import { MyBusinessesPage } from "./MyBusinessesPage";
import OwnerEditPage from "./OwnerEditPage";

export default function OwnerArea() {
  const edit = useMatch("/owner/businesses/:id");
  const confirm = useMatch("/owner/confirm-hours");
  if (confirm) return <ConfirmHoursPage />;
  if (edit?.params.id) return <OwnerEditPage key={edit.params.id} id={edit.params.id} />;
  return <MyBusinessesPage />;
}
