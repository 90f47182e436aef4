/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["umd", "browser"]}
 */
// d3-geo ships ES modules plus a UMD build; the "umd" condition gives Jest (CommonJS) the latter.
import "../../test/text-encoder";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { createElement as h, Suspense, useState, type ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import type { BusinessCategory } from "@main-street/domain/categories";
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

  it("opens a card from a pin, with a link to the business, and marks it in the list", () => {
    const { container } = render(inRouter(h(DistrictMapModule, { businesses: BUSINESSES })));
    const coffee = [...pins(container)].find((g) => g.querySelector(`circle[fill="#6B4226"]`))!;
    fireEvent.click(coffee);
    const card = screen.getByRole("region", { name: "Desert Sun Coffee on the map" });
    expect(within(card).getByRole("link", { name: "View details: Desert Sun Coffee" }).getAttribute("href")).toBe(
      "/directory/desert-sun-coffee",
    );
    expect(within(list()).getByRole("button", { pressed: true }).textContent).toContain("Desert Sun Coffee");
    fireEvent.keyDown(within(card).getByRole("button", { name: "Close" }), { key: "Escape" });
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("selects from the list by keyboard: the pin grows and the item shows the address and link", () => {
    const { container } = render(inRouter(h(DistrictMapModule, { businesses: BUSINESSES })));
    fireEvent.click(within(list()).getByRole("button", { name: /Spillway Books/ }));
    expect(within(list()).getByText("545 Arizona St")).toBeTruthy();
    expect(within(list()).getByRole("link", { name: "View Spillway Books" }).getAttribute("href")).toBe(
      "/directory/spillway-books",
    );
    // The selected pin is drawn last, with a halo.
    expect([...pins(container)].at(-1)!.querySelectorAll("circle")).toHaveLength(3);
    fireEvent.click(within(list()).getByRole("button", { name: /Spillway Books/ }));
    expect(within(list()).queryByRole("link")).toBeNull();
  });

  it("filters pins and list by category, on its own or controlled from outside", () => {
    const { container } = render(inRouter(h(DistrictMapModule, { businesses: BUSINESSES })));
    fireEvent.click(screen.getByRole("button", { name: "Shopping" }));
    expect(pins(container)).toHaveLength(1);
    expect(listed()).toEqual(["Spillway BooksShopping"]);
    fireEvent.click(screen.getByRole("button", { name: "Places to Stay" }));
    expect(screen.getByText("No businesses in this category are on the map yet.")).toBeTruthy();

    const seen: (BusinessCategory | null)[] = [];
    function Controlled() {
      const [category, setCategory] = useState<BusinessCategory | null>("coffee");
      return h(DistrictMapModule, {
        businesses: BUSINESSES,
        category,
        onCategoryChange: (next) => {
          seen.push(next);
          setCategory(next);
        },
      });
    }
    document.body.innerHTML = "";
    render(inRouter(h(Controlled)));
    expect(listed()).toEqual(["Desert Sun CoffeeCoffee Shops"]);
    fireEvent.click(screen.getByRole("button", { name: "All" }));
    expect(seen).toEqual([null]);
    expect(listed()).toHaveLength(3);
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
    fireEvent.click(pins(container)[0]!);
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
