/**
 * Seed squares for the Snap A Selfie Bingo card: 24 spots in and around historic downtown Boulder City. Named
 * landmarks are real; where a detail couldn't be checked the square is phrased generically ("A downtown mural").
 * Meant for the bingo squares collection, where admins edit them.
 */
import type { BingoSquare } from "@main-street/domain/bingo";

const spots: Omit<BingoSquare, "order" | "image">[] = [
  {
    id: "boulder-dam-hotel",
    title: "Boulder Dam Hotel",
    hint: "The 1933 hotel on Arizona Street where visitors to the dam once stayed.",
  },
  {
    id: "hoover-dam-museum",
    title: "Boulder City/Hoover Dam Museum",
    hint: "Inside the Boulder Dam Hotel: find the exhibit about the workers who built the dam.",
  },
  {
    id: "boulder-theatre",
    title: "Boulder Theatre",
    hint: "The 1930s movie house on Arizona Street, now a stage for concerts and film screenings.",
  },
  {
    id: "wilbur-square",
    title: "Wilbur Square Park",
    hint: "The big lawn below the Bureau of Reclamation building; a shady spot for a picnic.",
  },
  {
    id: "reclamation-building",
    title: "Bureau of Reclamation building",
    hint: "The administration building on the hill that ran the town while the dam was built.",
  },
  {
    id: "nevada-way-banner",
    title: "A Nevada Way street banner",
    hint: "Stand under one of the banners that line Nevada Way through downtown.",
  },
  {
    id: "art-deco-storefront",
    title: "An Art Deco storefront",
    hint: "Look for stepped parapets and geometric trim on the district's 1930s shopfronts.",
  },
  {
    id: "railroad-museum",
    title: "Nevada State Railroad Museum",
    hint: "Vintage locomotives and weekend train rides on Yucca Street, a short drive from downtown.",
  },
  {
    id: "bicentennial-park",
    title: "Bicentennial Park",
    hint: "A downtown park for a breather between shops; find its best bench.",
  },
  {
    id: "browder-building",
    title: "Browder Building",
    hint: "One of the district's original commercial blocks from the town's first years.",
  },
  {
    id: "st-christophers",
    title: "St. Christopher's Episcopal Church",
    hint: "One of the churches built for the dam workers' families in the 1930s.",
  },
  {
    id: "grace-community-church",
    title: "Grace Community Church",
    hint: "Another of Boulder City's first churches, still in use on Arizona Street.",
  },
  {
    id: "art-guild-gallery",
    title: "Boulder City Art Guild gallery",
    hint: "Paintings, pottery and photographs by local artists, for sale and on show.",
  },
  {
    id: "chamber-of-commerce",
    title: "Chamber of Commerce",
    hint: "Where you claim your bingo prize: say hello on your way round.",
  },
  {
    id: "city-hall",
    title: "City Hall",
    hint: "Boulder City was run by the federal government until it became a city in 1960.",
  },
  {
    id: "city-library",
    title: "Boulder City Library",
    hint: "Ask for the local-history shelf and snap a selfie with a book about the dam.",
  },
  {
    id: "bighorn-sheep",
    title: "Bighorn sheep at Hemenway Valley Park",
    hint: "Desert bighorn often graze on the park lawn. Keep your distance and zoom in!",
  },
  {
    id: "historic-marker",
    title: "A historical marker",
    hint: "Find a plaque that tells part of the town's story and read it before your selfie.",
  },
  {
    id: "downtown-mural",
    title: "A downtown mural",
    hint: "Several walls downtown carry murals of the dam, the desert and the town's history.",
  },
  {
    id: "workers-cottage",
    title: "A dam workers' cottage",
    hint: "Small 1930s houses built for the dam's workers still line the streets off downtown.",
  },
  {
    id: "bronze-statue",
    title: "A bronze statue",
    hint: "Public-art sculptures dot the sidewalks downtown; pose like your favourite.",
  },
  {
    id: "patio-dining",
    title: "Patio dining on Arizona Street",
    hint: "Grab a table outside at one of the street's restaurants.",
  },
  {
    id: "vintage-sign",
    title: "A vintage neon sign",
    hint: "Motor courts and shops downtown still light up their mid-century signs.",
  },
  {
    id: "coffee-stop",
    title: "A downtown coffee stop",
    hint: "Raise your cup at any café in the district.",
  },
];

export const seedBingoSquares: BingoSquare[] = spots.map((spot, index) => ({ ...spot, order: index + 1, image: "" }));
