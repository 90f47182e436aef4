/**
 * Seed events hosted by seeded businesses (docs/product.md#host-business): each shows "Hosted by" on its page and in
 * its business's "Upcoming here". Dates are relative to `today`, all upcoming; one is a weekly series.
 */
import { addDays } from "@main-street/domain/dates";
import type { SeedEvent } from "./data";

/** Days from `today` back to the latest Tuesday (0 on a Tuesday). */
function sinceTuesday(today: string): number {
  return (new Date(`${today}T00:00:00Z`).getUTCDay() + 5) % 7;
}

/** Days from `today` to the next Thursday (0 on a Thursday): the week from today always holds one. */
function untilThursday(today: string): number {
  return (11 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7;
}

export function seedHostedEvents(today: string): SeedEvent[] {
  const day = (offset: number) => addDays(today, offset);
  const common = { image: "", category: "Community", featured: "false" as const };
  return [
    {
      ...common,
      id: "ironworkers-trivia-night",
      title: "Trivia Night at Ironworkers Pub",
      description:
        "<p>Teams of up to six answer <strong>five rounds</strong> of questions, one of them always about the dam. Prizes for the top three tables.</p>",
      excerpt: "Five rounds of trivia every Tuesday, one always about the dam.",
      date: day(-14 - sinceTuesday(today)),
      time: "7 PM – 9 PM",
      location: "Ironworkers Pub, 1225 Arizona St, Boulder City, NV",
      image: "/images/seed/wine-glasses.svg",
      hostBusinessId: "ironworkers-pub",
      rrule: "FREQ=WEEKLY;BYDAY=TU",
      // The first Tuesday after the coming week moves up into it, to its Thursday (docs/product.md#this-week).
      overrides: [
        {
          date: day(7 + ((7 - sinceTuesday(today)) % 7)),
          moveTo: day(untilThursday(today)),
          time: "6 PM – 8 PM",
          location: "",
          note: "Moved up to Thursday: the pub is closed for a private party that Tuesday.",
        },
      ],
    },
    {
      ...common,
      id: "ironworkers-shuffleboard-tournament",
      title: "Shuffleboard Tournament",
      description: "<p>Singles and doubles brackets on the pub's twenty-two-foot table. Sign up at the bar.</p>",
      excerpt: "Singles and doubles brackets on the pub's shuffleboard table.",
      date: day(16),
      time: "2 PM",
      location: "Ironworkers Pub, 1225 Arizona St, Boulder City, NV",
      hostBusinessId: "ironworkers-pub",
    },
    {
      ...common,
      id: "canyon-winemaker-dinner",
      title: "Winemaker Dinner",
      description:
        "<p>Four courses paired with wines from a small Oregon producer, who talks through each pour. Seating is limited.</p>",
      excerpt: "Four courses paired with a small producer's wines.",
      date: day(17),
      time: "6:30 PM",
      location: "Canyon Wine Bar, 525 Wyoming St, Boulder City, NV",
      image: "/images/seed/wine-glasses.svg",
      category: "Food & Drink",
      hostBusinessId: "canyon-wine-bar",
    },
    {
      ...common,
      id: "spillway-author-reading",
      title: "Author Reading: Building the Dam",
      description:
        "<p>A local historian reads from her new book on the <em>high scalers</em> who built Hoover Dam, then signs copies.</p>",
      excerpt: "A local historian reads from her book on the dam's high scalers.",
      date: day(7),
      time: "7 PM",
      location: "Spillway Books, 545 Arizona St, Boulder City, NV",
      category: "Arts",
      hostBusinessId: "spillway-books",
    },
    {
      ...common,
      id: "turntable-record-swap",
      title: "Record Swap",
      description: "<p>Bring a crate of vinyl to trade. Dealers' tables inside, a listening station by the window.</p>",
      excerpt: "Trade vinyl with collectors and dealers.",
      date: day(19),
      time: "10 AM – 2 PM",
      location: "Turntable Vintage Records, 1210 Arizona St, Boulder City, NV",
      image: "/images/seed/storefront.svg",
      category: "Shopping",
      hostBusinessId: "turntable-vintage-records",
    },
    {
      ...common,
      id: "mojave-open-studio-night",
      title: "Open Studio Night",
      description:
        "<p>The collective's members open their studios: watch a glassblowing demo and meet the artists.</p>",
      excerpt: "",
      date: day(30),
      time: "5 PM – 8 PM",
      location: "Mojave Art Collective, 1250 Nevada Way, Boulder City, NV",
      image: "/images/seed/art-easel.svg",
      category: "Arts",
      hostBusinessId: "mojave-art-collective",
    },
  ];
}
