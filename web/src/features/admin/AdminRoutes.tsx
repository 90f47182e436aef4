/** The admin area (one lazy chunk): nested routes under /admin, the dashboard and each kind's edit screen. */
import { Route, Routes, useParams } from "react-router-dom";
import { pages, relativeTo } from "@main-street/domain/paths";
import AdminDashboard from "./AdminDashboard";
import { ADMIN_RECORDS } from "./records/registry";

/** A path of the area as the nested routes name it. */
const within = (path: string) => relativeTo(pages.admin.path, path);

function EditRecordRoute() {
  const { collection, id } = useParams();
  const record = ADMIN_RECORDS.find(({ kind }) => kind.collection === collection);
  if (!record || !id) return <AdminDashboard />;
  return <record.EditPage key={id} id={id} />;
}

export default function AdminRoutes() {
  return (
    <Routes>
      <Route path={within(pages.adminEdit.path)} element={<EditRecordRoute />} />
      {/* The dashboard, and any other address in the area. */}
      <Route path="*" element={<AdminDashboard />} />
    </Routes>
  );
}
