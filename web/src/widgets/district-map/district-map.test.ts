/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["umd", "browser"]}
 */
// d3-geo ships ES modules plus a UMD build; the "umd" condition gives Jest (CommonJS) the latter.
import "../../test/text-encoder";
import { act, fireEvent, render as renderInDom, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { createElement as h, Suspense, useState, type ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { renderOnServerThenHydrate } from "../../test/render-on-server-then-hydrate";
import DistrictMapModule from "./DistrictMap";
import {
  BusinessLocationMap,
  DistrictMap,
  LocationPicker,
  type BusinessLocationMapProps,
  type DistrictMapProps,
  type LatLng,
  type LocationPickerProps,
  type MapBusiness,
} from "./index";

const BUSINESSES: MapBusiness[] = [
  {
    id: "blue-plate-diner",
    name: "Blue Plate Diner",
    category: "restaurants",
    address: "1120 Nevada Way",
    lat: 35.979765,
    lng: -114.83461,
  },
  {
    id: "desert-sun-coffee",
    name: "Desert Sun Coffee",
    category: "coffee",
    address: "1240 Arizona St",
    lat: 35.978786,
    lng: -114.834307,
  },
  {
    id: "spillway-books",
    name: "Spillway Books",
    category: "shopping",
    address: "545 Arizona St",
    lat: 35.977722,
    lng: -114.832568,
  },
  { id: "no-pin-yet", name: "No Pin Yet", category: "shopping", address: "", lat: null, lng: null },
];

const inRouter = (ui: ReactElement) => h(MemoryRouter, null, ui);
const list = () => screen.getByRole("list", { name: "Businesses on the map" });
const listed = () =>
  within(list())
    .getAllByRole("button")
    .map((b) => b.textContent);
const pins = (container: HTMLElement) => container.querySelectorAll("svg g[transform]");

/** jsdom lays nothing out: the map is drawn `width` CSS px wide at the page's top left. */
function render(ui: ReactElement, _options = {}, width = 800) {
  const box = { left: 0, top: 0, width, height: (width * 560) / 800, right: width, bottom: (width * 560) / 800 };
  jest.spyOn(SVGElement.prototype, "getBoundingClientRect").mockReturnValue({ ...box, x: 0, y: 0, toJSON: () => box });
  return renderInDom(ui);
}

/** A tap where the pin of `id` is drawn (its marker's centre, scaled to the drawn map). */
function tapPin(container: HTMLElement, id: string) {
  const pin = [...pins(container)].find((g) => g.getAttribute("data-business")?.split(" ").includes(id))!;
  const [x, y] = /translate\(([\d.]+) ([\d.]+)\)/.exec(pin.getAttribute("transform")!)!.slice(1).map(Number);
  const svg = container.querySelector("svg[role=img]")!;
  const scale = svg.getBoundingClientRect().width / 800;
  fireEvent.click(svg, { clientX: x! * scale, clientY: y! * scale });
}

afterEach(() => jest.restoreAllMocks());

describe("DistrictMap", () => {
  it("pins and lists only businesses with a position, in step", () => {
    const { container } = render(inRouter(h(DistrictMapModule, { businesses: BUSINESSES })));
    expect(pins(container)).toHaveLength(3);
    expect(listed()).toEqual([
      "Blue Plate DinerRestaurants & Bars",
      "Desert Sun CoffeeCoffee Shops",
      "Spillway BooksShopping",
    ]);
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe(
      "Map of historic downtown Boulder City with 3 businesses; they are listed beside the map.",
    );
    expect(screen.getByRole("link", { name: "© OpenStreetMap contributors, ODbL" }).getAttribute("href")).toBe(
      "https://www.openstreetmap.org/copyright",
    );
    expect(container.querySelectorAll("textPath")).toHaveLength(9);
  });

  it("opens a card from a tap on a pin, with a link to the business, and marks it in the list", () => {
    const { container } = render(inRouter(h(DistrictMapModule, { businesses: BUSINESSES })));
    tapPin(container, "desert-sun-coffee");
    const card = screen.getByRole("region", { name: "Desert Sun Coffee on the map" });
    expect(within(card).getByRole("link", { name: "View details: Desert Sun Coffee" }).getAttribute("href")).toBe(
      "/directory/desert-sun-coffee",
    );
    expect(within(list()).getByRole("button", { pressed: true }).textContent).toContain("Desert Sun Coffee");
    fireEvent.keyDown(within(card).getByRole("button", { name: "Close" }), { key: "Escape" });
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("on a phone, shows pins a finger can't tell apart as one numbered marker whose card lists each", () => {
    const neighbours: MapBusiness[] = [
      { id: "cafe-mariposa", name: "Café Mariposa", category: "coffee", address: "", lat: 35.979575, lng: -114.833585 },
      {
        id: "prickly-pear-sweets",
        name: "Prickly Pear Sweets",
        category: "confectionery",
        address: "",
        lat: 35.979566,
        lng: -114.833565,
      },
      BUSINESSES[0]!,
    ];
    const { container } = render(inRouter(h(DistrictMapModule, { businesses: neighbours })), {}, 380);
    const group = container.querySelector('g[data-count="2"]')!;
    expect(group.getAttribute("data-business")).toBe("cafe-mariposa prickly-pear-sweets");
    expect(group.textContent).toBe("2");
    tapPin(container, "cafe-mariposa");
    const card = screen.getByRole("region", { name: "2 businesses here on the map" });
    expect(
      within(card)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/directory/cafe-mariposa", "/directory/prickly-pear-sweets"]);
  });

  it("selects from the list by keyboard: the pin grows and the item shows the address and link", () => {
    const { container } = render(inRouter(h(DistrictMapModule, { businesses: BUSINESSES })));
    fireEvent.click(within(list()).getByRole("button", { name: /Spillway Books/ }));
    expect(within(list()).getByText("545 Arizona St")).toBeTruthy();
    expect(within(list()).getByRole("link", { name: "View Spillway Books" }).getAttribute("href")).toBe(
      "/directory/spillway-books",
    );
    // The selected pin is drawn last, with a halo.
    expect([...pins(container)].at(-1)!.querySelectorAll('circle[opacity="0.25"]')).toHaveLength(1);
    fireEvent.click(within(list()).getByRole("button", { name: /Spillway Books/ }));
    expect(within(list()).queryByRole("link")).toBeNull();
  });

  it("has no category filter of its own (the page's Category box decides), only a key to the colours", () => {
    render(inRouter(h(DistrictMapModule, { businesses: BUSINESSES })));
    expect(screen.queryByRole("button", { name: "Shopping" })).toBeNull();
    expect(
      within(screen.getByRole("list", { name: "Map key" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Restaurants & Bars", "Coffee Shops", "Shopping", "Several businesses (tap for the list)"]);
  });

  it("loads lazily through the feature's entry point", async () => {
    const props: DistrictMapProps = { businesses: BUSINESSES };
    render(inRouter(h(Suspense, { fallback: "Loading map…" }, h(DistrictMap, props))));
    expect(await screen.findByRole("list", { name: "Businesses on the map" })).toBeTruthy();
  });

  it("draws the same on the server and in the browser's first render", async () => {
    const { problems, serverHtml } = await renderOnServerThenHydrate(
      inRouter(h(DistrictMapModule, { businesses: BUSINESSES })),
    );
    expect(problems).toEqual([]);
    expect(serverHtml).toContain("Nevada Way");
  });

  it("has no axe violations, with a card open", async () => {
    const { container } = render(inRouter(h(DistrictMapModule, { businesses: BUSINESSES })));
    tapPin(container, "spillway-books");
    fireEvent.click(within(list()).getByRole("button", { name: /Blue Plate Diner/ }));
    expect((await axe.run(container)).violations.map((v) => v.id)).toEqual([]);
  });
});

describe("BusinessLocationMap", () => {
  const lazily = (props: BusinessLocationMapProps) =>
    h(Suspense, { fallback: "Loading map…" }, h(BusinessLocationMap, props));

  it("shows the business's pin in a labelled picture, and nothing without a position", async () => {
    const { container } = render(lazily({ business: BUSINESSES[0]! }));
    await screen.findByRole("img");
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe(
      "Map: Blue Plate Diner in historic downtown Boulder City, at 1120 Nevada Way.",
    );
    expect(pins(container)).toHaveLength(1);
    document.body.innerHTML = "";
    const empty = render(lazily({ business: BUSINESSES[3]! }));
    await act(async () => undefined);
    expect(empty.container.innerHTML).toBe("");
  });
});

describe("LocationPicker", () => {
  function Harness() {
    const [value, setValue] = useState<LatLng | null>(null);
    const props: LocationPickerProps = { value, onChange: setValue, category: "coffee" };
    return h(LocationPicker, props);
  }

  it("places the pin from the keyboard, nudges it, and removes it", async () => {
    render(h(Suspense, { fallback: "Loading map…" }, h(Harness)));
    const map = await screen.findByRole("application", { name: "Map position of the business" });
    expect(screen.getByRole("status").textContent).toBe("No pin yet: the business won't show on the map.");
    fireEvent.keyDown(map, { key: "ArrowUp" });
    const placed = screen.getByRole("status").textContent!;
    expect(placed).toMatch(/^Pin at 35\.97\d{4}, -114\.83\d{4}$/);
    fireEvent.keyDown(map, { key: "ArrowRight", shiftKey: true });
    const [lat1, lng1] = placed.replace("Pin at ", "").split(", ").map(Number);
    const [lat2, lng2] = screen.getByRole("status").textContent!.replace("Pin at ", "").split(", ").map(Number);
    expect(lat2).toBe(lat1);
    expect(lng2! - lng1!).toBeCloseTo(25 / 90_100, 6);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Remove pin" }));
    });
    expect(screen.getByRole("status").textContent).toBe("No pin yet: the business won't show on the map.");
  });
});
