/** @jest-environment jsdom */
import { holdInteractions } from "./held-interactions";

function page(): HTMLElement {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu">Menu</button>
      <a href="#elsewhere" id="link">Elsewhere</a>
      <form action="/directory" method="get"><input name="q" id="q" value="" /><button id="go">Search</button></form>
      <select id="pick"><option value="">All</option><option value="coffee">Coffee</option></select>
    </div>
    <button type="button" id="outside">Outside</button>`;
  return document.getElementById("root")!;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

describe("interactions before the app has taken over", () => {
  it("holds a click on a button, and replays it once", () => {
    const held = holdInteractions(page());
    const clicks: boolean[] = [];
    byId("menu").addEventListener("click", (e) => clicks.push(e.defaultPrevented));
    byId("menu").click();
    expect(clicks).toEqual([]);
    held.replay();
    expect(clicks).toEqual([false]);
    byId("menu").click();
    expect(clicks).toHaveLength(2);
  });

  it("replays only the latest click", () => {
    const held = holdInteractions(page());
    const clicked: string[] = [];
    document.addEventListener("click", (e) => clicked.push((e.target as Element).id));
    byId("menu").click();
    byId("pick").click();
    held.replay();
    expect(clicked).toEqual(["pick"]);
  });

  it("lets links, form submit buttons and clicks outside the page through", () => {
    const held = holdInteractions(page());
    const prevented: Record<string, boolean> = {};
    document.addEventListener("click", (e) => {
      prevented[(e.target as Element).id] = e.defaultPrevented;
      e.preventDefault(); // jsdom would otherwise try to navigate or submit
    });
    for (const id of ["link", "go", "outside"]) byId(id).click();
    expect(prevented).toEqual({ link: false, go: false, outside: false });
    held.release();
  });

  it("puts typed values back and announces them to the app", () => {
    const held = holdInteractions(page());
    const q = byId<HTMLInputElement>("q");
    const pick = byId<HTMLSelectElement>("pick");
    q.value = "coffee";
    q.dispatchEvent(new Event("input", { bubbles: true }));
    pick.value = "coffee";
    pick.dispatchEvent(new Event("change", { bubbles: true }));
    q.value = ""; // as a hydration that set the field from empty state would
    const announced: string[] = [];
    document.addEventListener("input", (e) => announced.push(`input ${(e.target as HTMLInputElement).value}`));
    document.addEventListener("change", (e) => announced.push(`change ${(e.target as HTMLSelectElement).value}`));
    held.replay();
    expect(q.value).toBe("coffee");
    expect(announced).toEqual(["input coffee", "change coffee"]);
  });
});
