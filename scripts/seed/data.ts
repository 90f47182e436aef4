/**
 * Seed data for local development, demos and tests: fictional downtown Boulder City businesses and
 * community events. The names, phone numbers (555-01xx) and websites (example.com) are made up.
 * Event dates are relative to "today" so the seed never goes stale.
 */
import type { BusinessData } from "@main-street/domain/business";
import { addDays } from "@main-street/domain/dates";
import type { EventData, EventOverride } from "@main-street/domain/event";
import { WEEKDAYS, weekOf } from "@main-street/domain/weekly-hours";
import { seedHostedEvents } from "./hosted-events";

/** Every listing's hours are structured (docs/product.md#hours); what the week can't say is its hours note. */
const ALL_WEEK = [...WEEKDAYS];

export interface SeedBusiness extends BusinessData {
  /** URL slug, e.g. "desert-sun-coffee". */
  id: string;
}

export interface SeedEvent extends Omit<
  EventData,
  "rrule" | "exdates" | "overrides" | "rdates" | "pauses" | "hostBusinessId" | "endDate"
> {
  /** The last day of an event over several days (docs/product.md#events-today). */
  endDate?: string;
  /** URL slug, e.g. "wine-walk". */
  id: string;
  /** The seeded business that hosts it, if any. */
  hostBusinessId?: string;
  /** A series' rule, skipped and changed dates (docs/product.md#recurring-events); one-offs leave them out. */
  rrule?: string;
  exdates?: string[];
  overrides?: (Omit<EventOverride, "moveTo"> & Partial<Pick<EventOverride, "moveTo">>)[];
}

/** Joins HTML blocks into one description, one block per line. */
function html(...blocks: string[]): string {
  return blocks.join("\n");
}

/** A centred illustration for a rich-text description. */
function figure(file: string, alt: string): string {
  return `<p style="text-align:center"><img src="/images/seed/${file}" alt="${alt}" style="width:500px;max-width:100%" /></p>`;
}

export const seedBusinesses: SeedBusiness[] = [
  // ---------------------------------------------------------------- restaurants (9)
  {
    id: "blue-plate-diner",
    name: "Blue Plate Diner",
    category: "restaurants",
    subcategory: "Diner",
    description: html(
      "<p>Chrome stools, red vinyl booths and a griddle that has been hot since sunrise: <strong>Blue Plate Diner</strong> serves the kind of breakfast the dam builders would have recognized, just a block from the Boulder Dam Hotel.</p>",
      "<h2>What to order</h2>",
      "<ul><li>Chicken-fried steak with country gravy</li><li>Crème Brûlée French toast, torched to order</li><li>Green chile cheeseburger on a toasted brioche bun</li><li>Thick malts in a frosty steel cup</li></ul>",
      figure("diner.svg", "Illustration of a retro diner with a DINER sign"),
      "<p>Breakfast is served <em>all day</em>, and the pie case is restocked every morning.</p>",
    ),
    excerpt: "Classic all-day breakfast, burgers and thick malts served in a chrome-and-vinyl diner on Nevada Way.",
    website: "https://blue-plate-diner.example.com",
    phone: "(702) 555-0101",
    address: "1120 Nevada Way, Boulder City, NV 89005",
    hours: weekOf([{ days: ALL_WEEK, opens: "06:00", closes: "14:00" }]),
    image: "/images/seed/diner.svg",
    tags: ["breakfast", "diner", "burgers", "family-friendly", "milkshakes"],
    featured: "true",
  },
  {
    id: "hotel-plaza-bistro",
    name: "Hotel Plaza Bistro",
    category: "restaurants",
    subcategory: "Bistro",
    description: html(
      "<p>A small, candle-lit dining room on Hotel Plaza with a seasonal menu built around <strong>Southwest produce</strong> and a short, thoughtful wine list.</p>",
      "<p>Start with roasted beet salad and goat cheese, continue with braised short rib or pan-seared trout, and save room for the house <em>crème brûlée</em> with a prickly pear glaze.</p>",
      "<p>Reservations are recommended on Friday and Saturday evenings; the patio opens when the desert evenings cool down.</p>",
    ),
    excerpt: "Seasonal Southwest bistro dishes, a short wine list and a famous crème brûlée on Hotel Plaza.",
    website: "https://example.com/hotel-plaza-bistro",
    phone: "(702) 555-0102",
    address: "1312 Hotel Plaza, Boulder City, NV 89005",
    hours: weekOf([
      { days: ["We", "Th"], opens: "17:00", closes: "21:00" },
      { days: ["Fr", "Sa"], opens: "17:00", closes: "22:00" },
      { days: ["Su"], opens: "10:00", closes: "14:00" },
    ]),
    image: "/images/seed/wine-glasses.svg",
    tags: ["dinner", "date night", "wine", "patio", "brunch"],
    featured: "true",
  },
  {
    id: "switchback-grill-and-tap",
    name: "Switchback Grill & Tap",
    category: "restaurants",
    subcategory: "American Grill",
    description: html(
      "<p>Named for the winding road down to the dam, <strong>Switchback Grill &amp; Tap</strong> pours sixteen rotating Nevada craft beers alongside smash burgers, wings and loaded fries.</p>",
      "<p>Big screens show every game, and the back room hosts <em>trivia night</em> every Tuesday at 7pm.</p>",
    ),
    excerpt: "Smash burgers, wings and sixteen rotating Nevada craft beers on tap, with trivia every Tuesday night.",
    website: "https://switchback-grill.example.com",
    phone: "(702) 555-0103",
    address: "1450 Nevada Way, Boulder City, NV 89005",
    hours: weekOf([{ days: ALL_WEEK, opens: "11:00", closes: "22:00" }]),
    hoursNote: "Kitchen closes at 9pm",
    image: "/images/seed/storefront.svg",
    tags: ["burgers", "craft beer", "sports", "trivia"],
    featured: "false",
  },
  {
    id: "trattoria-nevada",
    name: "Trattoria Nevada",
    category: "restaurants",
    subcategory: "Italian",
    description: html(
      "<p>Hand-rolled pasta, wood-fired pizza and a red-sauce menu that has barely changed in twenty years. The <strong>lasagna Bolognese</strong> is baked every morning and sells out most nights.</p>",
      "<p>Finish with tiramisu or a scoop of house-made gelato and a short espresso.</p>",
    ),
    excerpt: "Family-run Italian trattoria with hand-rolled pasta, wood-fired pizza and house-made gelato.",
    website: "https://example.com/trattoria-nevada",
    phone: "(702) 555-0104",
    address: "1530 Nevada Way, Boulder City, NV 89005",
    hours: weekOf([{ days: ["Tu", "We", "Th", "Fr", "Sa", "Su"], opens: "16:00", closes: "21:00" }]),
    image: "/images/seed/storefront.svg",
    tags: ["italian", "pasta", "pizza", "family-friendly"],
    featured: "false",
  },
  {
    id: "casa-colorado-cantina",
    name: "Casa Colorado Cantina",
    category: "restaurants",
    subcategory: "Mexican",
    description: html(
      "<p>Sizzling fajitas, street tacos on fresh corn tortillas and salsa made three times a day. The <strong>carne asada</strong> is marinated overnight in citrus and garlic.</p>",
      "<p>Happy hour runs weekdays from 3pm to 6pm with half-price margaritas and <em>jalapeño</em> poppers.</p>",
    ),
    excerpt: "Street tacos, sizzling fajitas and fresh salsa, with weekday happy hour margaritas from 3pm to 6pm.",
    website: "https://casa-colorado.example.com",
    phone: "(702) 555-0105",
    address: "538 Arizona St, Boulder City, NV 89005",
    hours: weekOf([
      { days: ["Mo", "Tu", "We", "Th"], opens: "11:00", closes: "21:00" },
      { days: ["Fr", "Sa"], opens: "11:00", closes: "22:00" },
      { days: ["Su"], opens: "11:00", closes: "20:00" },
    ]),
    image: "/images/seed/market.svg",
    tags: ["mexican", "tacos", "margaritas", "happy hour"],
    featured: "false",
  },
  {
    id: "switchyard-bbq",
    name: "Switchyard BBQ",
    category: "restaurants",
    subcategory: "Barbecue",
    description: html(
      "<p>Low-and-slow brisket, pulled pork and smoked turkey, cooked over pecan wood in a smoker parked beside an old rail car near the <strong>Historic Railroad Trail</strong>.</p>",
      "<ul><li>Brisket by the half pound</li><li>Burnt ends on Fridays only</li><li>Mac and cheese, slaw and pinto beans</li></ul>",
      "<p>Meat is smoked fresh each morning; when it is gone, it is gone.</p>",
    ),
    excerpt: "Pecan-smoked brisket, pulled pork and burnt ends from a smoker beside a vintage rail car.",
    website: "https://switchyard-bbq.example.com",
    phone: "(702) 555-0106",
    address: "1640 Nevada Way, Boulder City, NV 89005",
    hours: weekOf([{ days: ["Th", "Fr", "Sa", "Su"], opens: "11:00", closes: "16:00" }]),
    hoursNote: "Closes early when the brisket sells out",
    image: "/images/seed/vintage-car.svg",
    tags: ["barbecue", "brisket", "takeout", "outdoor seating"],
    featured: "false",
  },
  {
    id: "lakeside-pho-and-noodle",
    name: "Lakeside Pho & Noodle",
    category: "restaurants",
    subcategory: "Vietnamese",
    description: html(
      "<p>Steaming bowls of <strong>beef pho</strong> simmered for twelve hours, crisp banh mi and fresh spring rolls, a welcome warm-up after a chilly morning on Lake Mead.</p>",
      "<p>Hours change with the season; call ahead or check the sign on the door.</p>",
    ),
    excerpt: "Twelve-hour beef pho, banh mi and fresh spring rolls, just off Nevada Way.",
    website: "https://example.com/lakeside-pho",
    phone: "(702) 555-0107",
    address: "560 Wyoming St, Boulder City, NV 89005",
    hours: weekOf([{ days: ["Tu", "We", "Th", "Fr", "Sa", "Su"], opens: "11:00", closes: "20:00" }]),
    hoursNote: "Hours change with the season; call ahead",
    image: "/images/seed/coffee-cup.svg",
    tags: ["vietnamese", "pho", "noodles", "vegetarian options"],
    featured: "false",
  },
  {
    id: "ironworkers-pub",
    name: "Ironworkers Pub",
    category: "restaurants",
    subcategory: "Pub",
    description: html(
      "<p>A nod to the crews who riveted the dam's penstocks together, <strong>Ironworkers Pub</strong> has dark wood, a shuffleboard table and old construction photos on every wall.</p>",
      "<p>Fish and chips, shepherd's pie and a Reuben are the favorites; live acoustic music plays on <em>Saturday nights</em>.</p>",
    ),
    excerpt: "A cozy pub with fish and chips, shuffleboard and live acoustic music on Saturday nights.",
    website: "https://ironworkers-pub.example.com",
    phone: "(702) 555-0108",
    address: "1225 Arizona St, Boulder City, NV 89005",
    hours: weekOf([{ days: ALL_WEEK, opens: "11:00", closes: "00:00" }]),
    image: "/images/seed/wine-glasses.svg",
    tags: ["pub", "live music", "fish and chips", "shuffleboard"],
    featured: "false",
  },
  {
    id: "canyon-wine-bar",
    name: "Canyon Wine Bar",
    category: "restaurants",
    subcategory: "Wine Bar",
    description: html(
      "<p>More than forty wines by the glass, with a focus on small producers from California, Oregon and the Southwest. Pair a flight with a <strong>charcuterie board</strong> or a warm flatbread.</p>",
      "<p>Stop in during the downtown Wine Walk: the bar is one of the tasting stops.</p>",
    ),
    excerpt: "Forty wines by the glass, tasting flights and charcuterie boards in a relaxed downtown room.",
    website: "",
    phone: "(702) 555-0109",
    address: "525 Wyoming St, Boulder City, NV 89005",
    hours: weekOf([{ days: ["We", "Th", "Fr", "Sa", "Su"], opens: "15:00", closes: "22:00" }]),
    image: "/images/seed/wine-glasses.svg",
    tags: ["wine", "charcuterie", "date night", "flights"],
    featured: "false",
  },

  // ---------------------------------------------------------------- coffee (5)
  {
    id: "cafe-mariposa",
    name: "Café Mariposa",
    category: "coffee",
    subcategory: "Café",
    description: html(
      "<p>A sunny corner café with butterfly murals, <strong>single-origin pour-overs</strong> and a pastry case stocked by local bakers.</p>",
      figure("coffee-cup.svg", "Illustration of a steaming cup of coffee"),
      "<p>Try the <em>café de olla</em> with cinnamon and piloncillo, or the lavender honey latte. Free Wi-Fi and plenty of outlets make it a favorite with remote workers.</p>",
    ),
    excerpt: "Butterfly murals, single-origin pour-overs and café de olla in a sunny corner café.",
    website: "https://cafe-mariposa.example.com",
    phone: "(702) 555-0110",
    address: "1301 Nevada Way, Boulder City, NV 89005",
    hours: weekOf([
      { days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "06:30", closes: "15:00" },
      { days: ["Sa", "Su"], opens: "07:00", closes: "15:00" },
    ]),
    image: "/images/seed/coffee-cup.svg",
    tags: ["coffee", "pastries", "wifi", "latte"],
    featured: "true",
  },
  {
    id: "desert-sun-coffee",
    name: "Desert Sun Coffee Co.",
    category: "coffee",
    subcategory: "Coffee Roaster",
    description: html(
      "<p>Small-batch beans roasted on site every Tuesday and Friday. The <strong>Hoover Blend</strong> is a chocolatey medium roast that makes a smooth espresso and an even better cold brew.</p>",
      "<ul><li>Espresso drinks and nitro cold brew</li><li>Whole-bean bags to take home</li><li>Breakfast burritos until they run out</li></ul>",
    ),
    excerpt: "Small-batch coffee roasted on site, nitro cold brew and breakfast burritos on Arizona Street.",
    website: "https://example.com/desert-sun-coffee",
    phone: "(702) 555-0111",
    address: "1240 Arizona St, Boulder City, NV 89005",
    hours: weekOf([{ days: ALL_WEEK, opens: "06:00", closes: "14:00" }]),
    image: "/images/seed/dam-sunset.svg",
    tags: ["coffee", "roastery", "cold brew", "breakfast burritos"],
    featured: "true",
  },
  {
    id: "trailhead-coffee-bar",
    name: "Trailhead Coffee Bar",
    category: "coffee",
    subcategory: "Coffee Bar",
    description: html(
      "<p>Fuel up before hiking or biking the <strong>Historic Railroad Trail</strong> to the dam tunnels. Grab-and-go drip coffee, protein bowls and frozen drinks for the ride back.</p>",
      "<p>Bike racks and a water refill station are out front.</p>",
    ),
    excerpt: "Grab-and-go coffee and trail snacks on the way to the Historic Railroad Trail.",
    website: "https://trailhead-coffee.example.com",
    phone: "(702) 555-0112",
    address: "1660 Nevada Way, Boulder City, NV 89005",
    hours: weekOf([
      { days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "05:30", closes: "13:00" },
      { days: ["Sa", "Su"], opens: "06:00", closes: "14:00" },
    ]),
    image: "/images/seed/coffee-cup.svg",
    tags: ["coffee", "hiking", "biking", "grab-and-go"],
    featured: "false",
  },
  {
    id: "high-scaler-roasters",
    name: "High Scaler Roasters",
    category: "coffee",
    subcategory: "Roastery",
    description: html(
      "<p>Named after the daring workers who dangled from ropes to clear the canyon walls, <strong>High Scaler Roasters</strong> sells freshly roasted beans and pours tasting flights from a tiny tasting room.</p>",
      "<p>The tasting room is open Friday to Sunday mornings, with cuppings and pop-ups on other days; follow the roaster for dates.</p>",
    ),
    excerpt: "A micro-roastery with coffee cuppings, tasting flights and freshly roasted beans to go.",
    website: "https://high-scaler.example.com",
    phone: "(702) 555-0113",
    address: "590 Wyoming St, Boulder City, NV 89005",
    hours: weekOf([{ days: ["Fr", "Sa", "Su"], opens: "09:00", closes: "13:00" }]),
    hoursNote: "Cuppings and pop-ups on other days: follow the roaster for dates",
    image: "/images/seed/coffee-cup.svg",
    tags: ["coffee", "roastery", "beans", "tastings"],
    featured: "false",
  },
  {
    id: "tea-parlor-on-wyoming",
    name: "The Tea Parlor on Wyoming",
    category: "coffee",
    subcategory: "Tea Room",
    description: html(
      "<p>Afternoon tea served on mismatched vintage china, with finger sandwiches, warm scones and clotted cream. More than sixty <strong>loose-leaf teas</strong> line the wall.</p>",
      "<p>Book ahead for <em>high tea</em> on weekends; walk-ins are welcome for a pot and a scone.</p>",
    ),
    excerpt: "Afternoon tea with scones and sixty loose-leaf teas, served on vintage china.",
    website: "https://example.com/tea-parlor",
    phone: "(702) 555-0114",
    address: "535 Wyoming St, Boulder City, NV 89005",
    hours: weekOf([{ days: ["We", "Th", "Fr", "Sa", "Su"], opens: "11:00", closes: "16:00" }]),
    image: "/images/seed/storefront.svg",
    tags: ["tea", "afternoon tea", "scones"],
    featured: "false",
  },

  // ---------------------------------------------------------------- shopping (8)
  {
    id: "dam-town-antiques",
    name: "Dam Town Antiques",
    category: "shopping",
    subcategory: "Antiques",
    description: html(
      "<p>Three rooms of <strong>Depression-era furniture</strong>, railroad lanterns, mid-century glassware and construction memorabilia from the building of Hoover Dam.</p>",
      "<ul><li>Vintage postcards and maps of Boulder City</li><li>Restored radios and record players</li><li>Native American jewelry from estate sales</li></ul>",
      "<p>The owners love a good story: ask about the <em>1930s payroll token</em> in the front case.</p>",
    ),
    excerpt: "Depression-era furniture, railroad lanterns and Hoover Dam memorabilia across three rooms.",
    website: "https://dam-town-antiques.example.com",
    phone: "(702) 555-0115",
    address: "1310 Arizona St, Boulder City, NV 89005",
    hours: weekOf([
      { days: ["Mo", "Tu", "We", "Th", "Fr", "Sa"], opens: "10:00", closes: "17:00" },
      { days: ["Su"], opens: "11:00", closes: "16:00" },
    ]),
    image: "/images/seed/storefront.svg",
    tags: ["antiques", "vintage", "collectibles", "history"],
    featured: "true",
  },
  {
    id: "hoover-mercantile",
    name: "Hoover Mercantile",
    category: "shopping",
    subcategory: "Gifts & Souvenirs",
    description: html(
      "<p>Locally made candles, desert-themed prints, <strong>Boulder City T-shirts</strong> and the best selection of Hoover Dam postcards in town.</p>",
      "<p>Everything on the <em>Made in Nevada</em> wall comes from artisans within a hundred miles.</p>",
    ),
    excerpt: "Local gifts, desert prints and Boulder City souvenirs, with a Made in Nevada wall.",
    website: "https://example.com/hoover-mercantile",
    phone: "(702) 555-0116",
    address: "1330 Nevada Way, Boulder City, NV 89005",
    hours: weekOf([{ days: ALL_WEEK, opens: "09:00", closes: "18:00" }]),
    image: "/images/seed/storefront.svg",
    tags: ["gifts", "souvenirs", "local artisans", "postcards"],
    featured: "true",
  },
  {
    id: "sagebrush-and-lace",
    name: "Sagebrush & Lace Boutique",
    category: "shopping",
    subcategory: "Boutique",
    description: html(
      "<p>Flowing sundresses, turquoise jewelry and <strong>wide-brimmed hats</strong> made for desert sun, with sizes XS to 3X.</p>",
      "<p>New arrivals land every Thursday; personal styling appointments are free.</p>",
    ),
    excerpt: "Women's clothing, turquoise jewelry and sun hats for desert living, with new arrivals every Thursday.",
    website: "https://sagebrush-lace.example.com",
    phone: "(702) 555-0117",
    address: "1340 Nevada Way, Boulder City, NV 89005",
    hours: weekOf([
      { days: ["Tu", "We", "Th", "Fr", "Sa"], opens: "10:00", closes: "18:00" },
      { days: ["Su"], opens: "11:00", closes: "16:00" },
    ]),
    image: "/images/seed/storefront.svg",
    tags: ["clothing", "boutique", "jewelry", "accessories"],
    featured: "false",
  },
  {
    id: "spillway-books",
    name: "Spillway Books",
    category: "shopping",
    subcategory: "Bookstore",
    description: html(
      "<p>New and used books with a deep <strong>Southwest history</strong> section, regional hiking guides and a cozy children's corner.</p>",
      "<p>The book club meets the first Monday of each month; story time for little ones is every <em>Saturday at 10am</em>.</p>",
    ),
    excerpt: "New and used books, Southwest history and hiking guides, with Saturday story time for kids.",
    website: "https://spillway-books.example.com",
    phone: "(702) 555-0118",
    address: "545 Arizona St, Boulder City, NV 89005",
    hours: weekOf([
      { days: ["Mo", "Tu", "We", "Th", "Fr", "Sa"], opens: "10:00", closes: "18:00" },
      { days: ["Su"], opens: "12:00", closes: "17:00" },
    ]),
    image: "/images/seed/storefront.svg",
    tags: ["books", "used books", "history", "kids"],
    featured: "false",
  },
  {
    id: "red-mountain-outfitters",
    name: "Red Mountain Outfitters",
    category: "shopping",
    subcategory: "Outdoor Gear",
    description: html(
      "<p>Hiking boots, hydration packs, <strong>kayak rentals</strong> for Lake Mead and friendly advice on the best trails around town.</p>",
      "<p>Rentals include life jackets and a map; reserve kayaks a day ahead in summer.</p>",
    ),
    excerpt: "Hiking and paddling gear, kayak rentals for Lake Mead and local trail advice.",
    website: "https://red-mountain-outfitters.example.com",
    phone: "(702) 555-0119",
    address: "1600 Nevada Way, Boulder City, NV 89005",
    hours: weekOf([{ days: ALL_WEEK, opens: "08:00", closes: "18:00" }]),
    image: "/images/seed/dam-sunset.svg",
    tags: ["outdoors", "hiking", "kayak rentals", "lake mead"],
    featured: "false",
  },
  {
    id: "turntable-vintage-records",
    name: "Turntable Vintage Records",
    category: "shopping",
    subcategory: "Records & Music",
    description: html(
      "<p>Crates of <strong>vinyl</strong> from big band to punk, refurbished turntables and a listening station with a comfy old couch.</p>",
      "<p>Trade in your records for store credit any day of the week.</p>",
    ),
    excerpt: "Vinyl from big band to punk, refurbished turntables and a listening couch.",
    website: "https://example.com/turntable-records",
    phone: "(702) 555-0120",
    address: "1210 Arizona St, Boulder City, NV 89005",
    hours: weekOf([{ days: ["We", "Th", "Fr", "Sa", "Su"], opens: "11:00", closes: "18:00" }]),
    image: "/images/seed/storefront.svg",
    tags: ["records", "vinyl", "music", "vintage"],
    featured: "false",
  },
  {
    id: "mojave-art-collective",
    name: "Mojave Art Collective",
    category: "shopping",
    subcategory: "Art Gallery",
    description: html(
      "<p>A cooperative gallery of twenty local painters, potters and photographers. Exhibits change every six weeks, with an <strong>opening reception</strong> on the first Friday.</p>",
      "<p>Many of the artists also show their work at Art in the Park each October.</p>",
    ),
    excerpt: "A cooperative gallery of local painters, potters and photographers, with first-Friday receptions.",
    website: "https://mojave-art.example.com",
    phone: "(702) 555-0121",
    address: "1250 Nevada Way, Boulder City, NV 89005",
    hours: weekOf([{ days: ["Th", "Fr", "Sa", "Su"], opens: "11:00", closes: "17:00" }]),
    image: "/images/seed/art-easel.svg",
    tags: ["art", "gallery", "pottery", "photography", "local artists"],
    featured: "false",
  },
  {
    id: "little-depot-toys",
    name: "Little Depot Toys",
    category: "shopping",
    subcategory: "Toy Store",
    description: html(
      "<p>Wooden trains, puzzles, science kits and <strong>classic board games</strong>, with a play table where kids can test-drive the toys.</p>",
      "<p>Free gift wrapping on every purchase.</p>",
    ),
    excerpt: "Wooden trains, puzzles and board games, with a play table and free gift wrapping.",
    website: "",
    phone: "(702) 555-0122",
    address: "1320 Arizona St, Boulder City, NV 89005",
    hours: weekOf([{ days: ["Mo", "Tu", "We", "Th", "Fr", "Sa"], opens: "10:00", closes: "17:30" }]),
    image: "/images/seed/storefront.svg",
    tags: ["toys", "kids", "games", "gifts"],
    featured: "false",
  },

  // ---------------------------------------------------------------- accommodations (5)
  {
    id: "arizona-street-inn",
    name: "The Arizona Street Inn",
    category: "accommodations",
    subcategory: "Boutique Hotel",
    description: html(
      "<p>Twenty-two rooms in a lovingly restored 1930s building, a short stroll from the Boulder Dam Hotel and the shops of Nevada Way.</p>",
      figure("hotel.svg", "Illustration of a colonial revival hotel facade"),
      "<h2>Amenities</h2>",
      "<ul><li>Complimentary continental breakfast</li><li>Rooftop terrace with <strong>sunset views</strong></li><li>Secure bike storage</li><li>Pet-friendly rooms on request</li></ul>",
      "<p>Ask the front desk for a <em>self-guided walking tour</em> map of the historic district.</p>",
    ),
    excerpt: "Twenty-two rooms in a restored 1930s building, with breakfast and a rooftop sunset terrace.",
    website: "https://arizona-street-inn.example.com",
    phone: "(702) 555-0123",
    address: "1250 Arizona St, Boulder City, NV 89005",
    hours: weekOf([{ days: ALL_WEEK, opens: "00:00", closes: "00:00" }]),
    hoursNote: "Front desk open 24 hours; check-in 3pm, check-out 11am",
    image: "/images/seed/hotel.svg",
    tags: ["hotel", "historic", "breakfast", "pet-friendly"],
    featured: "true",
  },
  {
    id: "lake-mead-view-motel",
    name: "Lake Mead View Motel",
    category: "accommodations",
    subcategory: "Motel",
    description: html(
      "<p>A classic 1950s motor court with <strong>free parking</strong> at your door, a sparkling pool and clean, comfortable rooms at a fair price.</p>",
      "<p>Boat and trailer parking is available for guests heading to Lake Mead.</p>",
    ),
    excerpt: "A classic 1950s motor court with a pool, free parking and boat trailer spaces.",
    website: "https://lake-mead-view.example.com",
    phone: "(702) 555-0124",
    address: "750 Nevada Way, Boulder City, NV 89005",
    hours: weekOf([{ days: ALL_WEEK, opens: "07:00", closes: "23:00" }]),
    hoursNote: "Office hours",
    image: "/images/seed/motel-sign.svg",
    tags: ["motel", "pool", "parking", "budget"],
    featured: "false",
  },
  {
    id: "railroad-trail-bed-and-breakfast",
    name: "Railroad Trail Bed & Breakfast",
    category: "accommodations",
    subcategory: "Bed & Breakfast",
    description: html(
      "<p>Four quiet guest rooms in a craftsman bungalow, each with a private bath. Breakfast features <strong>homemade granola</strong>, fresh fruit and a hot dish that changes daily.</p>",
      "<p>The Historic Railroad Trail is a ten-minute walk away. Check-in is by arrangement with the hosts.</p>",
    ),
    excerpt: "Four guest rooms in a craftsman bungalow with homemade breakfast, near the Railroad Trail.",
    website: "https://example.com/railroad-trail-bnb",
    phone: "(702) 555-0125",
    address: "820 Wyoming St, Boulder City, NV 89005",
    hours: weekOf([{ days: ALL_WEEK, opens: "08:00", closes: "20:00" }]),
    hoursNote: "The hosts' hours; check-in by arrangement",
    image: "/images/seed/hotel.svg",
    tags: ["bed and breakfast", "quiet", "breakfast", "hiking"],
    featured: "false",
  },
  {
    id: "sunset-court-motor-lodge",
    name: "Sunset Court Motor Lodge",
    category: "accommodations",
    subcategory: "Motor Lodge",
    description: html(
      "<p>Retro neon, updated rooms and a fire pit under the stars. <strong>Kitchenette suites</strong> are perfect for longer stays and families.</p>",
      "<p>Coffee and pastries are set out in the lobby every morning.</p>",
    ),
    excerpt: "Retro neon motor lodge with kitchenette suites and an evening fire pit.",
    website: "https://sunset-court.example.com",
    phone: "(702) 555-0126",
    address: "880 Nevada Way, Boulder City, NV 89005",
    hours: weekOf([{ days: ALL_WEEK, opens: "08:00", closes: "22:00" }]),
    hoursNote: "Office hours",
    image: "/images/seed/motel-sign.svg",
    tags: ["motel", "retro", "kitchenette", "family-friendly"],
    featured: "false",
  },
  {
    id: "casita-del-lago",
    name: "Casita del Lago",
    category: "accommodations",
    subcategory: "Vacation Rental",
    description: html(
      "<p>A two-bedroom adobe-style casita with a shaded courtyard, a full kitchen and a <strong>hot tub</strong>. Sleeps six.</p>",
      "<p>Minimum two-night stay; weekly rates available.</p>",
    ),
    excerpt: "A two-bedroom adobe-style casita with a courtyard, full kitchen and hot tub, sleeping six.",
    website: "https://casita-del-lago.example.com",
    phone: "(702) 555-0127",
    address: "610 Utah St, Boulder City, NV 89005",
    hours: weekOf([{ days: ALL_WEEK, opens: "00:00", closes: "00:00" }]),
    hoursNote: "Self check-in from 4pm, check-out by 10am",
    image: "",
    tags: ["vacation rental", "hot tub", "family-friendly", "kitchen"],
    featured: "false",
  },

  // ---------------------------------------------------------------- confectionery (5)
  {
    id: "patisserie-lumiere",
    name: "Pâtisserie Lumière",
    category: "confectionery",
    subcategory: "French Bakery",
    description: html(
      "<p>Buttery croissants, <strong>macarons</strong> in a dozen flavors and individual crème brûlée tarts, baked before dawn by a pastry chef trained in Lyon.</p>",
      figure("cupcake.svg", "Illustration of a frosted cupcake with a cherry"),
      "<p>Order celebration cakes at least three days ahead; the <em>pain au chocolat</em> usually sells out by ten.</p>",
    ),
    excerpt: "Croissants, macarons and crème brûlée tarts from a Lyon-trained pastry chef.",
    website: "https://patisserie-lumiere.example.com",
    phone: "(702) 555-0128",
    address: "1318 Hotel Plaza, Boulder City, NV 89005",
    hours: weekOf([
      { days: ["Tu", "We", "Th", "Fr"], opens: "07:00", closes: "15:00" },
      { days: ["Sa", "Su"], opens: "07:00", closes: "13:00" },
    ]),
    image: "/images/seed/cupcake.svg",
    tags: ["bakery", "french", "pastries", "cakes", "macarons"],
    featured: "true",
  },
  {
    id: "dam-good-donuts",
    name: "Dam Good Donuts",
    category: "confectionery",
    subcategory: "Donut Shop",
    description: html(
      "<p>Raised, cake and old-fashioned donuts fried fresh from 5am, plus <strong>apple fritters</strong> the size of a dinner plate.</p>",
      "<p>Pair a maple bar with a double espresso or a cup of drip coffee at the counter.</p>",
    ),
    excerpt: "Fresh donuts from 5am, plate-sized apple fritters and maple bars.",
    website: "https://dam-good-donuts.example.com",
    phone: "(702) 555-0129",
    address: "1020 Nevada Way, Boulder City, NV 89005",
    hours: weekOf([{ days: ALL_WEEK, opens: "05:00", closes: "12:00" }]),
    hoursNote: "Closes earlier when sold out",
    image: "/images/seed/cupcake.svg",
    tags: ["donuts", "breakfast", "bakery", "fritters"],
    featured: "false",
  },
  {
    id: "sweet-canyon-fudge",
    name: "Sweet Canyon Fudge Co.",
    category: "confectionery",
    subcategory: "Fudge & Candy",
    description: html(
      "<p>Creamy fudge cooked in copper kettles and cooled on marble slabs in the front window: watch the <strong>fudge-making demonstrations</strong> on weekend afternoons.</p>",
      "<ul><li>Over thirty fudge flavors</li><li>Saltwater taffy and peanut brittle</li><li>Gift boxes shipped nationwide</li></ul>",
    ),
    excerpt: "Copper-kettle fudge, saltwater taffy and peanut brittle, with weekend fudge-making demos.",
    website: "https://example.com/sweet-canyon-fudge",
    phone: "(702) 555-0130",
    address: "1335 Arizona St, Boulder City, NV 89005",
    hours: weekOf([{ days: ALL_WEEK, opens: "10:00", closes: "19:00" }]),
    image: "/images/seed/cupcake.svg",
    tags: ["fudge", "candy", "gifts", "taffy"],
    featured: "false",
  },
  {
    id: "scoops-on-wyoming",
    name: "Scoops on Wyoming",
    category: "confectionery",
    subcategory: "Ice Cream Parlor",
    description: html(
      "<p>Twenty-four flavors of small-batch ice cream, old-fashioned sundaes and <strong>root beer floats</strong> served at a marble soda fountain.</p>",
      "<p>Dairy-free sorbets and a <em>pup cup</em> for four-legged visitors are always on the menu.</p>",
    ),
    excerpt: "Small-batch ice cream, sundaes and root beer floats at a marble soda fountain.",
    website: "https://scoops-on-wyoming.example.com",
    phone: "(702) 555-0131",
    address: "550 Wyoming St, Boulder City, NV 89005",
    hours: weekOf([{ days: ALL_WEEK, opens: "12:00", closes: "21:00" }]),
    image: "/images/seed/cupcake.svg",
    tags: ["ice cream", "sundaes", "dessert", "family-friendly", "dog-friendly"],
    featured: "false",
  },
  {
    id: "prickly-pear-sweets",
    name: "Prickly Pear Sweets",
    category: "confectionery",
    subcategory: "Candy Shop",
    description: html(
      "<p>Prickly pear taffy, <strong>cactus candy</strong>, chile-lime lollipops and other desert-inspired treats, alongside nostalgic candy by the pound.</p>",
      "<p>A favorite stop for visitors looking for a sweet souvenir from the Southwest.</p>",
    ),
    excerpt: "Prickly pear taffy, cactus candy and nostalgic sweets by the pound.",
    website: "",
    phone: "(702) 555-0132",
    address: "1305 Nevada Way, Boulder City, NV 89005",
    hours: weekOf([
      { days: ["Mo", "Tu", "We", "Th", "Fr", "Sa"], opens: "10:00", closes: "18:00" },
      { days: ["Su"], opens: "11:00", closes: "17:00" },
    ]),
    image: "/images/seed/cupcake.svg",
    tags: ["candy", "souvenirs", "prickly pear"],
    featured: "false",
  },
];

/** The event categories staff manage (docs/product.md#event-categories): every seed event's is one of them. */
export const SEED_EVENT_CATEGORIES = ["Arts", "Community", "Festival", "Food & Drink", "Market", "Shopping", "Tour"];

/**
 * Community events relative to `today` ('YYYY-MM-DD' in America/Los_Angeles):
 * 4 featured upcoming, 5 plain upcoming, 1 today, 4 past and 1 featured past (which the site never shows).
 */
export function seedEvents(today: string): SeedEvent[] {
  const day = (offset: number) => addDays(today, offset);
  return [
    // ------------------------------------------------------------ featured, upcoming
    {
      id: "wine-walk",
      title: "Wine Walk",
      description: html(
        "<p>Stroll the historic district with a souvenir glass and sample wines at <strong>twelve downtown merchants</strong>, from galleries to boutiques.</p>",
        "<p>Tickets include a tasting map and light bites. Guests must be 21 or older; please bring photo ID.</p>",
      ),
      excerpt: "Sample wines at twelve downtown merchants with a souvenir glass and tasting map.",
      date: day(5),
      time: "5 PM – 8 PM",
      location: "Nevada Way and Arizona Street, Boulder City, NV",
      image: "/images/seed/wine-glasses.svg",
      category: "Festival",
      featured: "true",
    },
    {
      id: "art-in-the-park",
      title: "Art in the Park",
      description: html(
        "<p>Hundreds of artists and crafters fill the shady lawns with <strong>paintings, pottery, jewelry and woodwork</strong>.</p>",
        "<ul><li>Food trucks and a kids' art tent</li><li>Live music all weekend</li><li>Free admission</li></ul>",
      ),
      excerpt: "Hundreds of artists and crafters, food trucks and live music on the park lawns.",
      date: day(12),
      time: "9 AM – 4 PM",
      location: "Wilbur Square Park, Boulder City, NV",
      image: "/images/seed/art-easel.svg",
      category: "Arts",
      featured: "true",
    },
    {
      id: "dam-short-film-festival",
      title: "Dam Short Film Festival",
      description: html(
        "<p>Three days of <strong>short films</strong> from around the world at the historic Boulder Theatre, with filmmaker talks after each block.</p>",
        "<p>Festival passes and single-block tickets at the theatre box office.</p>",
      ),
      excerpt: "Short films from around the world at the historic Boulder Theatre, with filmmaker talks.",
      date: day(21),
      time: "6 PM",
      location: "Boulder Theatre, 1225 Arizona Street, Boulder City, NV",
      image: "/images/seed/dam-sunset.svg",
      category: "Arts",
      featured: "true",
    },
    {
      id: "christmas-tree-lighting",
      title: "Christmas Tree Lighting on Wyoming Street",
      description: html(
        "<p>Count down with neighbors as the downtown tree lights up. Enjoy <strong>hot cocoa</strong>, carolers and a visit from Santa.</p>",
        "<p>Shops stay open late for holiday browsing.</p>",
      ),
      excerpt: "Hot cocoa, carolers and Santa as the downtown Christmas tree lights up.",
      date: day(38),
      time: "6:30 PM",
      location: "Wyoming Street, Boulder City, NV",
      image: "/images/seed/tree-lighting.svg",
      category: "Festival",
      featured: "true",
    },

    // ------------------------------------------------------------ today
    {
      id: "farmers-market",
      title: "Farmers Market",
      description: html(
        "<p>Fresh produce, local honey, baked goods and handmade crafts from Southern Nevada growers and makers.</p>",
        "<p>Bring your own bags; most vendors accept cards.</p>",
      ),
      excerpt: "Fresh produce, local honey and baked goods from Southern Nevada growers.",
      date: today,
      time: "4 PM – 8 PM",
      location: "Wilbur Square Park, Boulder City, NV",
      image: "/images/seed/market.svg",
      category: "Market",
      featured: "false",
    },

    // ------------------------------------------------------------ upcoming
    {
      id: "historic-walking-tour",
      title: "Historic Walking Tour",
      description: html(
        "<p>Discover how a government town was built in 1931 for the workers of Hoover Dam. A volunteer guide leads a <strong>ninety-minute walk</strong> past the original dormitories, churches and storefronts.</p>",
        "<p>Meet in front of the Boulder Dam Hotel. Wear comfortable shoes and bring water.</p>",
      ),
      excerpt: "A ninety-minute guided walk through the 1931 town built for the Hoover Dam workers.",
      date: day(3),
      time: "10 AM – 11:30 AM",
      location: "Boulder Dam Hotel, 1305 Arizona St, Boulder City, NV",
      image: "/images/seed/hotel.svg",
      category: "Tour",
      featured: "false",
    },
    {
      id: "car-show",
      title: "Car Show",
      description: html(
        "<p>Classic cars, hot rods and vintage trucks line the streets of the historic district. <strong>People's Choice</strong> voting closes at noon.</p>",
      ),
      excerpt: "Classic cars, hot rods and vintage trucks line the historic district.",
      date: day(9),
      time: "8 AM – 2 PM",
      location: "Nevada Way, Boulder City, NV",
      image: "/images/seed/vintage-car.svg",
      category: "Community",
      featured: "false",
    },
    {
      id: "concert-in-the-park",
      title: "Concert in the Park",
      description: html(
        "<p>Bring a blanket and a picnic for an evening of <em>live country and swing</em> under the trees. Food trucks on site.</p>",
      ),
      excerpt: "",
      date: day(14),
      time: "7 PM",
      location: "Bicentennial Park, Boulder City, NV",
      image: "/images/seed/dam-sunset.svg",
      category: "Community",
      featured: "false",
    },
    {
      id: "shop-small-saturday",
      title: "Shop Small Saturday",
      description: html(
        "<p>Support the independent shops of downtown Boulder City. Participating merchants offer <strong>special discounts</strong>, and every receipt enters you in a prize drawing.</p>",
      ),
      excerpt: "Discounts at independent downtown shops, with a prize drawing for every receipt.",
      date: day(26),
      time: "All day",
      location: "Historic downtown, Boulder City, NV",
      image: "/images/seed/storefront.svg",
      category: "Shopping",
      featured: "false",
    },
    {
      id: "railroad-trail-fun-run",
      title: "Railroad Trail Fun Run",
      description: html(
        "<p>A family-friendly 5K out-and-back on the Historic Railroad Trail, with views of Lake Mead and the old railroad tunnels. Start times will be posted closer to the date.</p>",
      ),
      excerpt: "",
      date: day(55),
      time: "",
      location: "Historic Railroad Trail trailhead, Boulder City, NV",
      image: "",
      category: "Community",
      featured: "false",
    },

    // ------------------------------------------------------------ past
    {
      id: "spring-jamboree",
      title: "Spring Jamboree",
      description: html(
        "<p>A weekend of crafts, food vendors, live music and a <strong>kids' zone</strong> in the park.</p>",
      ),
      excerpt: "Crafts, food vendors, live music and a kids' zone in the park.",
      date: day(-5),
      time: "10 AM – 5 PM",
      location: "Bicentennial Park, Boulder City, NV",
      image: "/images/seed/market.svg",
      category: "Festival",
      featured: "false",
    },
    {
      id: "chili-cook-off",
      title: "Chili Cook-Off",
      description: html(
        "<p>Local restaurants and home cooks compete for the golden ladle. Tasting kits benefit the Boulder City food bank.</p>",
      ),
      excerpt: "Restaurants and home cooks compete for the golden ladle.",
      date: day(-30),
      time: "11 AM – 3 PM",
      location: "Wilbur Square Park, Boulder City, NV",
      image: "/images/seed/parade.svg",
      category: "Community",
      featured: "false",
    },
    {
      id: "holiday-window-contest",
      title: "Holiday Window Decorating Contest",
      description: html(
        "<p>Merchants decorated their windows and residents voted for their favorite display. Congratulations to all the participants!</p>",
      ),
      excerpt: "",
      date: day(-65),
      time: "All day",
      location: "Historic downtown, Boulder City, NV",
      image: "/images/seed/tree-lighting.svg",
      category: "Community",
      featured: "false",
    },
    {
      id: "preservation-lecture",
      title: "Historic Preservation Lecture",
      description: html(
        "<p>An evening talk on restoring the <em>1930s storefronts</em> of downtown Boulder City, with before-and-after photographs.</p>",
      ),
      excerpt: "An evening talk on restoring the 1930s storefronts of downtown.",
      date: day(-120),
      time: "6 PM",
      location: "Boulder City Library, Boulder City, NV",
      image: "/images/seed/storefront.svg",
      category: "Tour",
      featured: "false",
    },

    // ------------------------------------------------------------ featured but past (must never be shown)
    {
      id: "winter-lantern-festival",
      title: "Winter Lantern Festival",
      description: html("<p>Lanterns, luminarias and live music lit up the historic district for one night only.</p>"),
      excerpt: "Lanterns and luminarias lit up the historic district for one night only.",
      date: day(-15),
      time: "5:30 PM",
      location: "Hotel Plaza, Boulder City, NV",
      image: "/images/seed/tree-lighting.svg",
      category: "Festival",
      featured: "true",
    },

    // ------------------------------------------------------------ series (docs/product.md#recurring-events)
    ...seedSeries(today),

    // ------------------------------------------------------------ hosted by businesses (docs/product.md#host-business)
    ...seedHostedEvents(today),
  ];
}

/** The weekday (0 = Sunday) of a YYYY-MM-DD date. */
function weekday(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/** The first Friday of the month `monthsAhead` after today's month. */
function firstFriday(today: string, monthsAhead: number): string {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 + monthsAhead, 1)).toISOString().slice(0, 10);
  return addDays(first, (5 - weekday(first) + 7) % 7);
}

/**
 * A weekly farmers market (started a month ago), a first-Friday art walk with one skipped and one changed date,
 * a yearly parade on July 4, and a daily morning walk (started ten days ago).
 */
function seedSeries(today: string): SeedEvent[] {
  const marketStart = addDays(today, -28 - ((weekday(today) + 1) % 7)); // a Saturday four to five weeks back
  const [year] = today.split("-").map(Number) as [number];
  const paradeYear = `${year}-07-04` > addDays(today, 5) ? year : year + 1;
  return [
    {
      id: "saturday-farmers-market",
      title: "Saturday Farmers Market",
      description: html(
        "<p>Fresh produce, local honey, baked goods and crafts from Southern Nevada growers and makers, every Saturday morning.</p>",
      ),
      excerpt: "Local produce, honey, baked goods and crafts every Saturday morning.",
      date: marketStart,
      time: "8 AM – 12 PM",
      location: "Wilbur Square Park, Boulder City, NV",
      image: "/images/seed/storefront.svg",
      category: "Market",
      featured: "false",
      rrule: "FREQ=WEEKLY;BYDAY=SA",
    },
    {
      id: "first-friday-art-walk",
      title: "First Friday Art Walk",
      description: html(
        "<p>Galleries and studios stay open late on the first Friday of each month, with artists on hand and live music on the sidewalks.</p>",
      ),
      excerpt: "Galleries open late with artists on hand, on the first Friday of each month.",
      date: firstFriday(today, -2),
      time: "5 PM – 8 PM",
      location: "Nevada Way galleries, Boulder City, NV",
      image: "",
      category: "Arts",
      featured: "false",
      rrule: "FREQ=MONTHLY;BYDAY=1FR",
      exdates: [firstFriday(today, 2)],
      overrides: [
        {
          date: firstFriday(today, 3),
          time: "6 PM – 9 PM",
          location: "Bicentennial Park, Boulder City, NV",
          note: "Moved to the park for the outdoor sculpture night.",
        },
      ],
    },
    {
      id: "yearly-damboree-parade",
      title: "Damboree Fourth of July Parade",
      description: html(
        "<p>Boulder City's Fourth of July parade down Nevada Way, with floats, marching bands and the famous water fights.</p>",
      ),
      excerpt: "The Fourth of July parade down Nevada Way, every year.",
      date: `${paradeYear}-07-04`,
      time: "9 AM",
      location: "Nevada Way, Boulder City, NV",
      image: "/images/seed/parade.svg",
      category: "Festival",
      featured: "false",
      rrule: "FREQ=YEARLY",
    },
    {
      id: "daily-dam-view-walk",
      title: "Morning Walk to the Dam Overlook",
      description: html(
        "<p>A brisk guided walk from Wilbur Square up to the overlook above Lake Mead, every morning. All paces welcome; bring water.</p>",
      ),
      excerpt: "A guided morning walk to the overlook above Lake Mead, every day.",
      date: addDays(today, -10),
      time: "7 AM",
      location: "Wilbur Square Park, Boulder City, NV",
      image: "",
      category: "Community",
      featured: "false",
      rrule: "FREQ=DAILY",
    },
  ];
}
