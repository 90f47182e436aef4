/**
 * The district's streets projected onto a fixed SVG canvas with d3-geo. The canvas size never depends on the
 * screen (the SVG scales with CSS), so the server and the browser draw the same picture.
 */
import { geoMercator, geoPath, type GeoProjection } from "d3-geo";
import type { Feature, FeatureCollection, LineString, MultiPoint, Polygon } from "geojson";
import streetData from "./district-streets.geo.json";
import type { LatLng } from "./map-types";

export const streets = streetData as unknown as FeatureCollection<LineString | Polygon, { name: string }> & {
  metadata: { attribution: string; licenseUrl: string };
};

export interface Canvas {
  width: number;
  height: number;
}

const PADDING = 20;
/** Metres per degree of latitude, and of longitude at the district's latitude. */
const METRES_PER_DEGREE_LAT = 110_950;
const METRES_PER_DEGREE_LNG = 90_100;

/** Fits the whole district, or a square of `radius` metres around a point. */
export function districtProjection(canvas: Canvas, around?: LatLng, radius = 160): GeoProjection {
  const extent: [[number, number], [number, number]] = [
    [PADDING, PADDING],
    [canvas.width - PADDING, canvas.height - PADDING],
  ];
  if (!around) return geoMercator().fitExtent(extent, streets);
  const dLat = radius / METRES_PER_DEGREE_LAT;
  const dLng = radius / METRES_PER_DEGREE_LNG;
  const box: Feature<MultiPoint> = {
    type: "Feature",
    properties: {},
    geometry: {
      type: "MultiPoint",
      coordinates: [
        [around.lng - dLng, around.lat - dLat],
        [around.lng + dLng, around.lat + dLat],
      ],
    },
  };
  return geoMercator().fitExtent(extent, box);
}

export interface DrawnStreet {
  name: string;
  kind: "street" | "park";
  /** SVG path data of the street or park. */
  d: string;
  /** The street drawn left to right, for a label that reads upright. */
  labelD: string;
}

export function drawStreets(projection: GeoProjection): DrawnStreet[] {
  const path = geoPath(projection);
  return streets.features.map((feature) => {
    const d = path(feature) ?? "";
    if (feature.geometry.type !== "LineString") return { name: feature.properties.name, kind: "park", d, labelD: "" };
    const coordinates = feature.geometry.coordinates;
    const [first, last] = [
      projection(coordinates[0] as [number, number]),
      projection(coordinates.at(-1) as [number, number]),
    ];
    const leftToRight = !first || !last || first[0] <= last[0];
    const line: Feature<LineString> = {
      type: "Feature",
      properties: {},
      geometry: { type: "LineString", coordinates: leftToRight ? coordinates : [...coordinates].reverse() },
    };
    return { name: feature.properties.name, kind: "street", d, labelD: path(line) ?? "" };
  });
}

/** The canvas point of a position, rounded so server and browser print the same numbers. */
export function toCanvas(projection: GeoProjection, at: LatLng): [number, number] {
  const [x, y] = projection([at.lng, at.lat]) ?? [0, 0];
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
}

/** The position under a canvas point, to 6 decimals (about 10 cm). */
export function fromCanvas(projection: GeoProjection, x: number, y: number): LatLng {
  const [lng, lat] = projection.invert?.([x, y]) ?? [0, 0];
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

/** A click's canvas point, from where it landed on the drawn (scaled) SVG. */
export function clickToCanvas(
  click: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
  canvas: Canvas,
): [number, number] | null {
  if (box.width <= 0 || box.height <= 0) return null;
  return [
    ((click.clientX - box.left) * canvas.width) / box.width,
    ((click.clientY - box.top) * canvas.height) / box.height,
  ];
}

/** Moves a position by metres east and north (keyboard nudging in the picker). */
export function nudge(at: LatLng, eastMetres: number, northMetres: number): LatLng {
  return {
    lat: Math.round((at.lat + northMetres / METRES_PER_DEGREE_LAT) * 1e6) / 1e6,
    lng: Math.round((at.lng + eastMetres / METRES_PER_DEGREE_LNG) * 1e6) / 1e6,
  };
}
