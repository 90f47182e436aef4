/**
 * The owners' area (one lazy chunk, signed in only): nested routes under /owner, the owner's businesses, one
 * business's edit screen, the hours confirmation and a district day's answer. The description editor inside the edit screen loads only when
 * it is shown (LazyDescriptionEditor).
 */
import { Route, Routes, useParams } from "react-router-dom";
import { pages, relativeTo } from "@main-street/domain/paths";
import { ConfirmHoursPage } from "./ConfirmHoursPage";
import { DistrictDayPage } from "./DistrictDayPage";
import { MonthlySummaryLinkPage } from "./MonthlySummaryLinkPage";
import { MyBusinessesPage } from "./MyBusinessesPage";
import OwnerEditPage from "./OwnerEditPage";

/** A path of the area as the nested routes name it. */
const within = (path: string) => relativeTo(pages.owner.path, path);

function OwnerEditRoute() {
  const { id } = useParams();
  return id ? <OwnerEditPage key={id} id={id} /> : <MyBusinessesPage />;
}

export default function OwnerArea() {
  return (
    <Routes>
      <Route path={within(pages.ownerBusiness.path)} element={<OwnerEditRoute />} />
      <Route path={within(pages.ownerConfirmHours.path)} element={<ConfirmHoursPage />} />
      <Route path={within(pages.ownerMonthlySummary.path)} element={<MonthlySummaryLinkPage />} />
      <Route path={within(pages.ownerDistrictDay.path)} element={<DistrictDayPage />} />
      {/* The owner's businesses, and any other address in the area. */}
      <Route path="*" element={<MyBusinessesPage />} />
    </Routes>
  );
}
