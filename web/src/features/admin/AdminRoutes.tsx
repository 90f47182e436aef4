/** The admin area (one lazy chunk): /admin, /admin/events/edit/{id} and /admin/businesses/edit/{id}. */
import { useMatch } from "react-router-dom";
import AdminDashboard from "./AdminDashboard";
import { EditBusinessPage } from "./EditBusinessPage";
import { EditEventPage } from "./EditEventPage";

export default function AdminRoutes() {
  const editEvent = useMatch("/admin/events/edit/:id");
  const editBusiness = useMatch("/admin/businesses/edit/:id");
  if (editEvent?.params.id) return <EditEventPage key={editEvent.params.id} id={editEvent.params.id} />;
  if (editBusiness?.params.id) return <EditBusinessPage key={editBusiness.params.id} id={editBusiness.params.id} />;
  return <AdminDashboard />;
}
