/** @jest-environment jsdom */
import { holdInteractions } from "./held-interactions";
import { whenVisitorActs } from "./visitor-intent";

describe("the visitor's first intent", () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="root"><button type="button" id="menu">Menu</button></div>`;
  });

  it("starts the app once, on a click alone (a screen reader's), even while that click is held", async () => {
    const held = holdInteractions(document.getElementById("root")!);
    let starts = 0;
    whenVisitorActs(async () => {
      starts++;
    });
    document.getElementById("menu")!.click();
    document.getElementById("menu")!.click();
    expect(starts).toBe(1);
    held.release();
  });

  it("asks again on the next intent when starting failed", async () => {
    const attempts: string[] = [];
    const failing = jest.spyOn(console, "error").mockImplementation(() => undefined);
    whenVisitorActs(() => {
      attempts.push("start");
      return attempts.length === 1 ? Promise.reject(new Error("offline")) : Promise.resolve();
    });
    document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    expect(attempts).toEqual(["start", "start"]);
    expect(failing).toHaveBeenCalledTimes(1);
    failing.mockRestore();
  });
});
