/**
 * What the seed listings' former free-text hours said (before every listing had a week, issue 48), read by hand, at
 * three moments of Saturday 2026-11-28 (PST): which listings the text says are open then. The seed's structured
 * hours must agree (hours.test.ts), and `npm run measure:hours` compares Open now with it.
 */
import { pst } from "../test/fixtures/pacific-time";

/** Listings whose former text said nothing a visitor could tell open or closed from (none, or check-in times). */
export const NO_FORMER_TEXT = [
  "lakeside-pho-and-noodle",
  "high-scaler-roasters",
  "railroad-trail-bed-and-breakfast",
  "casita-del-lago",
];

export const FORMER_TEXTS_SAY: { label: string; at: Date; open: string[] }[] = [
  // "Daily 5am–noon or until sold out"; "Front desk 24 hours".
  { label: "Saturday 5:03 AM", at: pst("2026-11-28T05:03"), open: ["arizona-street-inn", "dam-good-donuts"] },
  {
    label: "Saturday noon",
    at: pst("2026-11-28T12:00"),
    open: [
      "arizona-street-inn", // Front desk 24 hours
      "blue-plate-diner", // structured: daily 6–2
      "cafe-mariposa", // Sat–Sun 7am–3pm
      "casa-colorado-cantina", // Fri–Sat 11am–10pm
      "dam-town-antiques", // structured: Mon–Sat 10–5
      "desert-sun-coffee", // Daily 6am–2pm
      "hoover-mercantile", // Daily 9am–6pm
      "ironworkers-pub", // Daily 11am–midnight
      "lake-mead-view-motel", // Office 7am–11pm daily
      "little-depot-toys", // Mon–Sat 10am–5:30pm
      "mojave-art-collective", // Thu–Sun 11am–5pm
      "patisserie-lumiere", // structured: Sat–Sun 7–1
      "prickly-pear-sweets", // Mon–Sat 10am–6pm
      "red-mountain-outfitters", // Daily 8am–6pm
      "sagebrush-and-lace", // Tue–Sat 10am–6pm
      "scoops-on-wyoming", // Daily noon–9pm
      "spillway-books", // Mon–Sat 10am–6pm
      "sunset-court-motor-lodge", // Office 8am–10pm daily
      "sweet-canyon-fudge", // Daily 10am–7pm
      "switchback-grill-and-tap", // Daily 11am–10pm
      "switchyard-bbq", // Thu–Sun 11am until sold out
      "tea-parlor-on-wyoming", // Wed–Sun 11am–4pm
      "trailhead-coffee-bar", // structured: Sat–Sun 6–2
      "turntable-vintage-records", // Wed–Sun 11am–6pm
    ],
  },
  // "Daily 11am–midnight"; "Front desk 24 hours" (the motel's office closes at 11pm).
  { label: "Saturday 11 PM", at: pst("2026-11-28T23:00"), open: ["arizona-street-inn", "ironworkers-pub"] },
];

/** The former texts themselves, by listing (those that gave hours at all). */
export const FORMER_TEXTS: Record<string, string> = {
  "switchback-grill-and-tap": "Daily 11am–10pm (kitchen closes 9pm)",
  "trattoria-nevada": "Tue–Sun 4pm–9pm, closed Mon",
  "casa-colorado-cantina": "Mon–Thu 11am–9pm, Fri–Sat 11am–10pm, Sun 11am–8pm",
  "switchyard-bbq": "Thu–Sun 11am until sold out",
  "ironworkers-pub": "Daily 11am–midnight",
  "canyon-wine-bar": "Wed–Sun 3pm–10pm",
  "cafe-mariposa": "Mon–Fri 6:30am–3pm, Sat–Sun 7am–3pm",
  "desert-sun-coffee": "Daily 6am–2pm",
  "tea-parlor-on-wyoming": "Wed–Sun 11am–4pm",
  "hoover-mercantile": "Daily 9am–6pm",
  "sagebrush-and-lace": "Tue–Sat 10am–6pm, Sun 11am–4pm",
  "spillway-books": "Mon–Sat 10am–6pm, Sun noon–5pm",
  "red-mountain-outfitters": "Daily 8am–6pm",
  "turntable-vintage-records": "Wed–Sun 11am–6pm",
  "mojave-art-collective": "Thu–Sun 11am–5pm",
  "little-depot-toys": "Mon–Sat 10am–5:30pm",
  "arizona-street-inn": "Front desk 24 hours; check-in 3pm, check-out 11am",
  "lake-mead-view-motel": "Office 7am–11pm daily",
  "sunset-court-motor-lodge": "Office 8am–10pm daily",
  "casita-del-lago": "Check-in 4pm, check-out 10am",
  "dam-good-donuts": "Daily 5am–noon or until sold out",
  "sweet-canyon-fudge": "Daily 10am–7pm",
  "scoops-on-wyoming": "Daily noon–9pm",
  "prickly-pear-sweets": "Mon–Sat 10am–6pm, Sun 11am–5pm",
};
