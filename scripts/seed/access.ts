/**
 * Seeded access details (docs/product.md#access): twelve listings report some, with Yes and No among them and the
 * rest of their features not reported; the other listings report none, as most will until their owners are asked.
 */
import type { AccessDetails } from "@main-street/domain/access";

export const seedAccess: Record<string, AccessDetails> = {
  "blue-plate-diner": {
    "step-free-entrance": { state: "yes", note: "Level entrance on Nevada Way" },
    "accessible-restroom": { state: "yes", note: "" },
    "wheelchair-space": { state: "yes", note: "Booths and movable tables" },
    seating: { state: "yes", note: "" },
    "large-print-menu": { state: "yes", note: "Ask at the counter" },
  },
  "hotel-plaza-bistro": {
    "step-free-entrance": { state: "no", note: "Two steps at the front door" },
    "accessible-restroom": { state: "no", note: "" },
    seating: { state: "yes", note: "" },
  },
  "ironworkers-pub": {
    "step-free-entrance": { state: "yes", note: "Ramp at the side door on Arizona Street" },
    "service-animals": { state: "yes", note: "" },
    "hearing-loop": { state: "no", note: "" },
  },
  "canyon-wine-bar": {
    "step-free-entrance": { state: "no", note: "Entrance up a flight of stairs" },
    "accessible-parking": { state: "yes", note: "Two marked spaces behind the building" },
  },
  "desert-sun-coffee": {
    "step-free-entrance": { state: "yes", note: "" },
    "accessible-restroom": { state: "yes", note: "" },
    "service-animals": { state: "yes", note: "Water bowl by the door" },
    seating: { state: "yes", note: "" },
  },
  "trailhead-coffee-bar": {
    "step-free-entrance": { state: "yes", note: "Automatic door" },
    "wheelchair-space": { state: "no", note: "Narrow aisle between the counter and the tables" },
  },
  "spillway-books": {
    "step-free-entrance": { state: "yes", note: "" },
    "wheelchair-space": { state: "yes", note: "Wide aisles" },
    "hearing-loop": { state: "yes", note: "At the front counter" },
    "large-print-menu": { state: "yes", note: "Large-print section at the back" },
  },
  "dam-town-antiques": {
    "step-free-entrance": { state: "no", note: "One step up from the sidewalk" },
    "wheelchair-space": { state: "no", note: "" },
  },
  "mojave-art-collective": {
    "step-free-entrance": { state: "yes", note: "" },
    "accessible-restroom": { state: "yes", note: "" },
    "accessible-parking": { state: "yes", note: "" },
  },
  "arizona-street-inn": {
    "step-free-entrance": { state: "yes", note: "Ramp from the parking lot" },
    "accessible-restroom": { state: "yes", note: "Roll-in shower in room 2" },
    "accessible-parking": { state: "yes", note: "" },
    "service-animals": { state: "yes", note: "" },
  },
  "scoops-on-wyoming": {
    "step-free-entrance": { state: "yes", note: "" },
    seating: { state: "no", note: "Takeaway counter only" },
  },
  "patisserie-lumiere": {
    "step-free-entrance": { state: "no", note: "Step at the door; we bring orders out" },
    "service-animals": { state: "yes", note: "" },
  },
};
