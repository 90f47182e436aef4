import { gridKeyTarget } from "./roving-grid";

describe("gridKeyTarget (5×5)", () => {
  it("moves one cell with the arrows and stops at the edges", () => {
    expect(gridKeyTarget("ArrowRight", 0, false, 5)).toBe(1);
    expect(gridKeyTarget("ArrowRight", 4, false, 5)).toBe(4);
    expect(gridKeyTarget("ArrowLeft", 5, false, 5)).toBe(5);
    expect(gridKeyTarget("ArrowDown", 7, false, 5)).toBe(12);
    expect(gridKeyTarget("ArrowDown", 22, false, 5)).toBe(22);
    expect(gridKeyTarget("ArrowUp", 2, false, 5)).toBe(2);
    expect(gridKeyTarget("ArrowUp", 12, false, 5)).toBe(7);
  });

  it("goes to the row's ends with Home/End and the card's with Ctrl", () => {
    expect(gridKeyTarget("Home", 13, false, 5)).toBe(10);
    expect(gridKeyTarget("End", 13, false, 5)).toBe(14);
    expect(gridKeyTarget("Home", 13, true, 5)).toBe(0);
    expect(gridKeyTarget("End", 13, true, 5)).toBe(24);
  });

  it("ignores other keys, so Enter and Space still press the button", () => {
    expect(gridKeyTarget("Enter", 3, false, 5)).toBeNull();
    expect(gridKeyTarget(" ", 3, false, 5)).toBeNull();
    expect(gridKeyTarget("Tab", 3, false, 5)).toBeNull();
  });
});
