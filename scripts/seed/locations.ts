/**
 * Map positions for the seed businesses, placed along the streets of the district map's schematic street layout
 * (web/src/widgets/district-map/district-streets.geo.json) from their made-up addresses. Approximate, like the
 * layout; a maintainer with network access can geocode real addresses instead.
 */
export const seedLocations: Record<string, { lat: number; lng: number }> = {
  "blue-plate-diner": { lat: 35.979765, lng: -114.83461 },
  "hotel-plaza-bistro": { lat: 35.979483, lng: -114.835118 },
  "switchback-grill-and-tap": { lat: 35.979021, lng: -114.833024 },
  "trattoria-nevada": { lat: 35.978841, lng: -114.832639 },
  "casa-colorado-cantina": { lat: 35.97793, lng: -114.832916 },
  "switchyard-bbq": { lat: 35.978593, lng: -114.832111 },
  "lakeside-pho-and-noodle": { lat: 35.980224, lng: -114.836256 },
  "ironworkers-pub": { lat: 35.979101, lng: -114.834793 },
  "canyon-wine-bar": { lat: 35.980481, lng: -114.835715 },
  "cafe-mariposa": { lat: 35.979575, lng: -114.833585 },
  "desert-sun-coffee": { lat: 35.978822, lng: -114.834819 },
  "trailhead-coffee-bar": { lat: 35.978548, lng: -114.832015 },
  "high-scaler-roasters": { lat: 35.979897, lng: -114.83649 },
  "tea-parlor-on-wyoming": { lat: 35.980371, lng: -114.835793 },
  "dam-town-antiques": { lat: 35.978538, lng: -114.834213 },
  "hoover-mercantile": { lat: 35.979291, lng: -114.833601 },
  "sagebrush-and-lace": { lat: 35.979269, lng: -114.833552 },
  "spillway-books": { lat: 35.978053, lng: -114.832558 },
  "red-mountain-outfitters": { lat: 35.978683, lng: -114.832303 },
  "turntable-vintage-records": { lat: 35.978944, lng: -114.835078 },
  "mojave-art-collective": { lat: 35.979472, lng: -114.833985 },
  "little-depot-toys": { lat: 35.978497, lng: -114.834127 },
  "arizona-street-inn": { lat: 35.978781, lng: -114.834732 },
  "lake-mead-view-motel": { lat: 35.980598, lng: -114.836388 },
  "railroad-trail-bed-and-breakfast": { lat: 35.977383, lng: -114.838276 },
  "sunset-court-motor-lodge": { lat: 35.980305, lng: -114.835763 },
  "casita-del-lago": { lat: 35.978466, lng: -114.834303 },
  "patisserie-lumiere": { lat: 35.979623, lng: -114.835018 },
  "dam-good-donuts": { lat: 35.97999, lng: -114.83509 },
  "sweet-canyon-fudge": { lat: 35.978655, lng: -114.833842 },
  "scoops-on-wyoming": { lat: 35.980334, lng: -114.836179 },
  "prickly-pear-sweets": { lat: 35.979566, lng: -114.833565 },
};
