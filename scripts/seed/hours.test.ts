/** The seed's structured hours say what its former free texts said (former-hours-texts.ts, read by hand). */
import { isOpenNow } from "@main-street/domain/opening-hours";
import { seedBusinesses } from "./data";
import { FORMER_TEXTS_SAY, NO_FORMER_TEXT } from "./former-hours-texts";

describe("the seed's hours", () => {
  it.each(FORMER_TEXTS_SAY.map((m) => [m.label, m] as const))(
    "%s: Open now finds what the former texts say",
    (_label, moment) => {
      const open = seedBusinesses
        .filter((b) => !NO_FORMER_TEXT.includes(b.id) && isOpenNow(b.hours, moment.at))
        .map((b) => b.id)
        .sort();
      expect(open).toEqual([...moment.open].sort());
    },
  );
});
