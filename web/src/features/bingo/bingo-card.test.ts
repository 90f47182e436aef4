/** @jest-environment jsdom */
import "../../test/structured-clone";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { createElement as h } from "react";
import type { BingoSquare } from "@main-street/domain/bingo";
import { renderOnServerThenHydrate } from "../../test/render-on-server-then-hydrate";
import { clearPhotos } from "./photo-store";
import { BingoCard, type BingoCardProps } from "./BingoCard";

const SQUARES: BingoSquare[] = Array.from({ length: 24 }, (_, i) => ({
  id: `spot-${i + 1}`,
  title: `Spot ${i + 1}`,
  hint: `Hint for spot ${i + 1}`,
  image: "",
  order: i + 1,
}));
const PROPS: BingoCardProps = { squares: SQUARES, shareUrl: "https://main-street.example/bingo" };
const card = () => h(BingoCard, PROPS);

// Cheap DOM queries for the 25 cells (role queries over the whole card are slow in jsdom); roles are checked once.
const grid = () => document.querySelector<HTMLElement>('[role="grid"]')!;
const cells = () => [...grid().querySelectorAll("button")];
const cell = (name: string) => cells().find((b) => b.textContent!.replace(", selfie added", "") === name)!;
const pressed = () =>
  cells()
    .filter((b) => b.getAttribute("aria-pressed") === "true")
    .map((b) => b.textContent);
const status = () => document.querySelector('[aria-live="polite"]')!;

/** A button by its visible text (the axe check covers names and roles). */
const button = (text: string) => screen.getByText(text, { selector: "button, button *" }).closest("button")!;
const detailsTitle = () => document.getElementById("bingo-square-title")?.textContent;
const selfie = () => document.querySelector<HTMLImageElement>('img[alt^="Your selfie"]');

/** Renders the card and waits until it has read this phone's saved progress. */
async function renderCard(ui = card()) {
  const result = render(ui);
  await waitFor(() => expect(grid().getAttribute("aria-busy")).toBe("false"));
  return result;
}

// jsdom has no object URLs; browsers do. The card only needs distinct strings for <img src>.
let urls = 0;
URL.createObjectURL = () => `blob:test/${++urls}`;
URL.revokeObjectURL = () => undefined;

beforeEach(async () => {
  localStorage.clear();
  await clearPhotos();
});

describe("BingoCard", () => {
  it("shows a 5×5 grid with a free centre, every square a toggle button", async () => {
    await renderCard();
    const rows = within(screen.getByRole("grid", { name: "Bingo card" })).getAllByRole("row");
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(within(row).getAllByRole("gridcell")).toHaveLength(5);
    const free = within(rows[2]!).getAllByRole("button")[2]!;
    expect(free.textContent).toBe("Free");
    expect(free.getAttribute("aria-pressed")).toBe("true");
    expect(free.getAttribute("aria-disabled")).toBe("true");
    expect(cell("Spot 1").getAttribute("aria-pressed")).toBe("false");
  });

  it("marks and unmarks a square on tap, and announces it", async () => {
    await renderCard();
    fireEvent.click(cell("Spot 7"));
    expect(cell("Spot 7").getAttribute("aria-pressed")).toBe("true");
    expect(status().textContent).toBe("Marked Spot 7. 1 of 24 found.");
    expect(detailsTitle()).toBe("Spot 7");
    expect(screen.getByText("Hint for spot 7")).toBeTruthy();
    fireEvent.click(cell("Spot 7"));
    expect(cell("Spot 7").getAttribute("aria-pressed")).toBe("false");
    expect(status().textContent).toBe("Unmarked Spot 7. 0 of 24 found.");
  });

  it("celebrates a completed line (here the middle row, through the free centre) and says how to claim", async () => {
    await renderCard();
    for (const name of ["Spot 11", "Spot 12", "Spot 13"]) fireEvent.click(cell(name));
    expect(document.getElementById("bingo-win-title")).toBeNull();
    fireEvent.click(cell("Spot 14"));
    expect(status().textContent).toBe(
      "Marked Spot 14. 4 of 24 found. Bingo! You completed Row 3. How to claim your prize is below.",
    );
    const win = screen.getByRole("region", { name: "Bingo!" });
    expect(win.textContent).toContain("You completed Row 3.");
    expect(win.textContent).toContain("show this card and your selfies at the Boulder City Chamber of Commerce");
  });

  it("announces only the lines a mark completes, and names two at once", async () => {
    await renderCard();
    // Column 1 minus its top square, and row 1 minus that same corner; the corner completes both.
    for (const name of ["Spot 6", "Spot 11", "Spot 15", "Spot 20", "Spot 2", "Spot 3", "Spot 4", "Spot 5"]) {
      fireEvent.click(cell(name));
    }
    fireEvent.click(cell("Spot 1"));
    expect(status().textContent).toContain("Bingo! You completed Row 1 and Column 1.");
  });

  it("keeps progress across visits, and a confirmed new card clears it", async () => {
    const first = await renderCard();
    fireEvent.click(cell("Spot 3"));
    fireEvent.click(cell("Spot 24"));
    first.unmount();

    await renderCard();
    await waitFor(() => expect(pressed()).toEqual(["Spot 3", "Free", "Spot 24"]));
    expect(screen.getByText("2 of 24 found")).toBeTruthy();

    fireEvent.click(button("New card"));
    expect(screen.getByRole("dialog", { name: "Start a new card?" }).textContent).toContain("deletes the selfies");
    fireEvent.click(button("Keep my card"));
    expect(pressed()).toEqual(["Spot 3", "Free", "Spot 24"]);
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    fireEvent.click(button("New card"));
    fireEvent.click(button("Start a new card"));
    await waitFor(() => expect(status().textContent).toBe("New card started. All squares are clear."));
    expect(pressed()).toEqual(["Free"]);
    expect(localStorage.getItem("bcms:bingo:marks:v1")).toBe("[]");
  });

  it("moves focus with the arrow keys, Home and End, keeping one tab stop", async () => {
    await renderCard();
    const tabStops = () => cells().filter((b) => b.tabIndex === 0);
    expect(tabStops().map((b) => b.textContent)).toEqual(["Spot 1"]);
    cell("Spot 1").focus();
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expect(document.activeElement!.textContent).toBe("Spot 7");
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(document.activeElement!.textContent).toBe("Spot 10");
    fireEvent.keyDown(document.activeElement!, { key: "End", ctrlKey: true });
    expect(document.activeElement!.textContent).toBe("Spot 24");
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(document.activeElement!.textContent).toBe("Spot 20");
    expect(tabStops().map((b) => b.textContent)).toEqual(["Spot 20"]);
    // Focus shows the square's details.
    expect(detailsTitle()).toBe("Spot 20");
  });

  it("adds a selfie from the camera, kept on the phone, which also marks the square", async () => {
    const { container, unmount } = await renderCard();
    fireEvent.click(cell("Spot 5"));
    fireEvent.click(cell("Spot 5"));
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe("image/*");
    expect(input.getAttribute("capture")).toBe("user");
    const photo = new File(["jpeg bytes"], "selfie.jpg", { type: "image/jpeg" });
    await act(async () => {
      fireEvent.change(input, { target: { files: [photo] } });
    });
    await waitFor(() => expect(selfie()?.getAttribute("alt")).toBe("Your selfie at Spot 5"));
    expect(cell("Spot 5").getAttribute("aria-pressed")).toBe("true");
    expect(within(grid()).getByRole("button", { name: /^Spot 5\s*, selfie added$/ })).toBeTruthy();
    expect(status().textContent).toBe("Selfie added to Spot 5. 1 of 24 found.");
    unmount();

    await renderCard();
    expect(cell("Spot 5").textContent).toBe("Spot 5, selfie added");
    // Focusing a square (without tapping it) opens its details.
    act(() => cell("Spot 5").focus());
    fireEvent.click(button("Remove selfie"));
    await waitFor(() => expect(status().textContent).toBe("Selfie removed from Spot 5."));
    expect(selfie()).toBeNull();
    expect(cell("Spot 5").textContent).toBe("Spot 5");
    expect(cell("Spot 5").getAttribute("aria-pressed")).toBe("true");
  });

  it("offers the link to copy when the browser can neither share nor copy", async () => {
    await renderCard();
    await act(async () => {
      fireEvent.click(button("Share my card"));
    });
    // The field's code loads only when it is needed.
    expect(((await screen.findByLabelText("Copy this link to share")) as HTMLInputElement).value).toBe(
      "https://main-street.example/bingo",
    );
  });

  it("says the card isn't ready with fewer than 24 squares", () => {
    render(h(BingoCard, { squares: SQUARES.slice(0, 23), shareUrl: "https://main-street.example/bingo" }));
    expect(screen.getByText("The bingo card is being set up. Please check back soon.")).toBeTruthy();
  });

  it("renders the same on the server and on the first client render, then loads this phone's progress", async () => {
    localStorage.setItem("bcms:bingo:marks:v1", JSON.stringify(["spot-2"]));
    const { serverHtml, problems } = await renderOnServerThenHydrate(card());
    expect(problems).toEqual([]);
    expect(serverHtml).not.toContain('aria-pressed="true">Spot 2');
    await waitFor(() => expect(grid().getAttribute("aria-busy")).toBe("false"));
    expect(pressed()).toEqual(["Spot 2", "Free"]);
  });

  it("has no axe violations with a win showing", async () => {
    const { container } = await renderCard();
    const violations = async () =>
      (await axe.run(container)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`);
    for (const name of ["Spot 11", "Spot 12", "Spot 13", "Spot 14"]) fireEvent.click(cell(name));
    expect(await violations()).toEqual([]);
  });
});
