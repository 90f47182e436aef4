/**
 * The playable Snap A Selfie Bingo card on /bingo (issue 16, docs/decisions/0021-selfie-bingo.md): marking by
 * pointer and keyboard, the announced win, progress kept across a reload, and a new card. The squares are the
 * seeded ones, served by GET /api/bingo-squares; the first row is the first five by order.
 */
import type { Browser, Page } from "playwright-core";
import { seedBingoSquares } from "../../scripts/seed/bingo";
import { expectShown, launchBrowser } from "../../scripts/test/browser";
import { PHONE, closePage, expectNoSeriousA11yViolations, openPage } from "./public-site-helpers";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const FIRST_ROW = seedBingoSquares.slice(0, 5).map((s) => s.title);

const square = (page: Page, title: string) =>
  page.getByRole("grid", { name: "Bingo card" }).getByRole("button", { name: title, exact: true });
/** The marked squares' titles; the free centre counts as marked for lines but is no square. */
const pressed = (page: Page) =>
  page
    .locator('[role="grid"] button[aria-pressed="true"]:not([aria-disabled="true"])')
    .evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim() ?? ""));
const announcer = (page: Page) => page.locator('[role="status"][aria-live="polite"]');

async function cardReady(page: Page): Promise<void> {
  await expectShown(page.locator('[role="grid"][aria-busy="false"]'));
}

describe("the bingo card", () => {
  it("marks by tap and keyboard, announces a completed row, keeps it after a reload, and starts over", async () => {
    const page = await openPage(browser, "/bingo", PHONE);
    try {
      await cardReady(page);
      expect(await page.getByRole("grid", { name: "Bingo card" }).getByRole("row").count()).toBe(5);
      await expectNoSeriousA11yViolations(page);

      await square(page, FIRST_ROW[0]!).click();
      expect(await square(page, FIRST_ROW[0]!).getAttribute("aria-pressed")).toBe("true");
      await expectShown(announcer(page).getByText(`Marked ${FIRST_ROW[0]}. 1 of 24 found.`));

      // The rest of the row by keyboard: one tab stop, arrow keys move, Enter and Space toggle.
      for (const [i, title] of FIRST_ROW.slice(1).entries()) {
        await page.keyboard.press("ArrowRight");
        expect(await square(page, title).evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press(i % 2 ? "Space" : "Enter");
        expect(await square(page, title).getAttribute("aria-pressed")).toBe("true");
      }
      await expectShown(announcer(page).getByText(/Bingo! You completed Row 1\./));
      const celebration = page.getByRole("region", { name: "Bingo!" });
      await expectShown(celebration.getByText(/To claim your bonus prize/));
      await expectNoSeriousA11yViolations(page);

      await page.reload();
      await cardReady(page);
      expect(await pressed(page)).toEqual(FIRST_ROW);
      await expectShown(celebration);

      await page.getByRole("button", { name: "New card" }).click();
      const dialog = page.getByRole("dialog", { name: "Start a new card?" });
      await dialog.getByRole("button", { name: "Keep my card" }).click();
      await expectShown(dialog, undefined, "hidden");
      expect(await pressed(page)).toEqual(FIRST_ROW);

      await page.getByRole("button", { name: "New card" }).click();
      await dialog.getByRole("button", { name: "Start a new card" }).click();
      await expectShown(announcer(page).getByText("New card started. All squares are clear."));
      expect(await pressed(page)).toEqual([]);
      expect(await celebration.count()).toBe(0);

      await page.reload();
      await cardReady(page);
      expect(await pressed(page)).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it("toggles a mark off again", async () => {
    const page = await openPage(browser, "/bingo", PHONE);
    try {
      await cardReady(page);
      const title = FIRST_ROW[2]!;
      await square(page, title).click();
      await expectShown(announcer(page).getByText(`Marked ${title}. 1 of 24 found.`));
      await square(page, title).click();
      await expectShown(announcer(page).getByText(`Unmarked ${title}. 0 of 24 found.`));
      expect(await square(page, title).getAttribute("aria-pressed")).toBe("false");
    } finally {
      await closePage(page);
    }
  });

  it("never breaks a word inside a square, on the narrowest phone too", async () => {
    const page = await openPage(browser, "/bingo", PHONE);
    try {
      await cardReady(page);
      for (const width of [PHONE.width, 320]) {
        await page.setViewportSize({ width, height: PHONE.height });
        expect([width, await wordsBrokenInSquares(page)]).toEqual([width, []]);
      }
    } finally {
      await closePage(page);
    }
  });
});

/** The words of the squares' titles that the browser laid out over more than one line. */
function wordsBrokenInSquares(page: Page): Promise<string[]> {
  return page.locator('[role="gridcell"] .label').evaluateAll((labels) =>
    labels.flatMap((label) => {
      const text = label.firstChild;
      if (text?.nodeType !== Node.TEXT_NODE) return []; // the free square
      const broken: string[] = [];
      for (const match of text.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) broken.push(match[0]);
      }
      return broken;
    }),
  );
}
