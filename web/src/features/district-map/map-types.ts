import type { Business } from "@main-street/domain/business";

/** What the map needs of a business; only those with both coordinates get a pin. */
export type MapBusiness = Pick<Business, "id" | "name" | "category" | "address" | "lat" | "lng">;

export interface LatLng {
  lat: number;
  lng: number;
}

export function hasPosition(b: MapBusiness): b is MapBusiness & LatLng {
  return typeof b.lat === "number" && typeof b.lng === "number";
}
