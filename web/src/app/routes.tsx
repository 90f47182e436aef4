/** Every page is its own chunk, so public pages never load admin, editor or profile code (docs/product.md#routes). */
import { lazy } from "react";
import { Route, Routes } from "react-router-dom";
import { Layout } from "./layout/Layout";

const HomePage = lazy(() => import("../features/home/HomePage"));
const DirectoryPage = lazy(() => import("../features/directory/DirectoryPage"));
const BusinessDetailPage = lazy(() => import("../features/directory/BusinessDetailPage"));
const EventsPage = lazy(() => import("../features/events/EventsPage"));
const EventDetailPage = lazy(() => import("../features/events/EventDetailPage"));
const HistoricDistrictPage = lazy(() => import("../features/pages/HistoricDistrictPage"));
const VolunteerPage = lazy(() => import("../features/volunteer/VolunteerPage"));
const BingoPage = lazy(() => import("../features/pages/BingoPage"));
const MainStreetAmericaPage = lazy(() => import("../features/pages/MainStreetAmericaPage"));
const SponsorPage = lazy(() => import("../features/pages/SponsorPage"));
const ContactPage = lazy(() => import("../features/contact/ContactPage"));
const AdminRoutes = lazy(() => import("../features/admin/AdminRoutes"));
const ProfilePage = lazy(() => import("../features/profile/ProfilePage"));
const LoginPage = lazy(() => import("../features/login/LoginPage"));
const NotFoundPage = lazy(() => import("./layout/NotFoundPage"));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="directory" element={<DirectoryPage />} />
        <Route path="directory/:id" element={<BusinessDetailPage />} />
        <Route path="events" element={<EventsPage />} />
        <Route path="events/:id" element={<EventDetailPage />} />
        <Route path="event/:id" element={<EventDetailPage />} />
        <Route path="historic-district" element={<HistoricDistrictPage />} />
        <Route path="volunteer" element={<VolunteerPage />} />
        <Route path="bingo" element={<BingoPage />} />
        <Route path="main-street-america" element={<MainStreetAmericaPage />} />
        <Route path="sponsor" element={<SponsorPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="admin" element={<AdminRoutes />} />
        <Route path="admin/events/edit/:id" element={<AdminRoutes />} />
        <Route path="admin/businesses/edit/:id" element={<AdminRoutes />} />
        <Route path="admin/bingo-squares/edit/:id" element={<AdminRoutes />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
