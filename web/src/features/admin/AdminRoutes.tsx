/** The admin area (one lazy chunk): /admin and each managed kind's /admin/{collection}/edit/{id}. */
import { useMatch } from "react-router-dom";
import AdminDashboard from "./AdminDashboard";
import { ADMIN_RECORDS } from "./records/registry";

export default function AdminRoutes() {
  const edit = useMatch("/admin/:collection/edit/:id");
  const record = ADMIN_RECORDS.find(({ kind }) => kind.collection === edit?.params.collection);
  const id = edit?.params.id;
  if (record && id) return <record.EditPage key={id} id={id} />;
  return <AdminDashboard />;
}
