/** The seed's structured hours say what its former free texts said (former-hours-texts.ts, read by hand). */
import { isOpenNow } from "@main-street/domain/opening-hours";
import { seedBusinesses } from "./data";
import { readHoursText } from "@main-street/domain/hours-text-reader";
import { FORMER_TEXTS, FORMER_TEXTS_SAY, NO_FORMER_TEXT } from "./former-hours-texts";

describe("the seed's hours", () => {
  it.each(FORMER_TEXTS_SAY.map((m) => [m.label, m] as const))(
    "%s: Open now finds what the former texts say",
    (_label, moment) => {
      const open = seedBusinesses
        .filter((b) => !NO_FORMER_TEXT.includes(b.id) && isOpenNow(b, moment.at))
        .map((b) => b.id)
        .sort();
      expect(open).toEqual([...moment.open].sort());
    },
  );
});

describe("the pasted-hours reader on the seed's former texts", () => {
  const listing = (id: string) => seedBusinesses.find((b) => b.id === id)!;

  it("reads each text it can into the week the seed was converted to by hand", () => {
    const read = Object.entries(FORMER_TEXTS).flatMap(([id, text]) => {
      const reading = readHoursText(text);
      return reading.ok ? [[id, reading.week]] : [];
    });
    expect(read.map(([id]) => id)).toHaveLength(18);
    for (const [id, week] of read) expect([id, week]).toEqual([id, listing(id as string).hours]);
  });

  it("names the texts it can't read, and reads none of them as closed", () => {
    const unread = Object.entries(FORMER_TEXTS)
      .filter(([, text]) => !readHoursText(text).ok)
      .map(([id]) => id);
    expect(unread).toEqual([
      "switchyard-bbq",
      "arizona-street-inn",
      "lake-mead-view-motel",
      "sunset-court-motor-lodge",
      "casita-del-lago",
      "dam-good-donuts",
    ]);
  });
});
