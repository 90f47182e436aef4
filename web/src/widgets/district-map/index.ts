/**
 * The district map, drawn from a small street file with d3-geo. The components load lazily (wrap them in
 * <Suspense>), so d3-geo and the street data stay out of every page's first load.
 */
import { lazy } from "react";

export const DistrictMap = lazy(() => import("./DistrictMap"));
export const BusinessLocationMap = lazy(() => import("./BusinessLocationMap"));
export const LocationPicker = lazy(() => import("./LocationPicker"));
export type { DistrictMapProps } from "./DistrictMap";
export type { BusinessLocationMapProps } from "./BusinessLocationMap";
export type { LocationPickerProps } from "./LocationPicker";
export type { LatLng, MapBusiness } from "./map-types";
