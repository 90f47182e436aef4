import type { BusinessCategory } from "@main-street/domain/categories";

/** What the map needs of a business; only those with both coordinates get a pin. */
export interface MapBusiness {
  id: string;
  name: string;
  category: BusinessCategory;
  address: string;
  lat?: number | null;
  lng?: number | null;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export function hasPosition(b: MapBusiness): b is MapBusiness & LatLng {
  return typeof b.lat === "number" && typeof b.lng === "number";
}
