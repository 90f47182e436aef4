/** @jest-environment jsdom */
import "../../test/text-encoder";
import { act, render, screen } from "@testing-library/react";
import type { Business } from "@main-street/domain/business";
import { createElement as h, Fragment } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { BusinessGrid } from "../../components/BusinessGrid";
import { RenderTimeProvider } from "../../lib/render-time";
import { renderOnServerThenHydrate } from "../../test/render-on-server-then-hydrate";
import { OpenNowCards, useOpenNowClock } from "../open-now";
import { useDirectoryParams } from "./use-directory-params";

const business: Business = {
  id: "night-owl",
  name: "Night Owl",
  category: "restaurants",
  subcategory: "",
  description: "",
  excerpt: "Late suppers",
  website: "",
  phone: "",
  address: "",
  hours: [{ days: ["Fr"], opens: "17:00", closes: "02:00" }],
  image: "",
  tags: [],
  featured: "false",
  lat: null,
  lng: null,
  createdAt: "",
  updatedAt: "",
};

function Cards() {
  return h(OpenNowCards, { now: useOpenNowClock(), children: h(BusinessGrid, { businesses: [business] }) });
}

describe("open-now labels on business cards", () => {
  afterEach(() => jest.useRealTimers());

  it("render on the server from the render instant, and hydrate without a mismatch", async () => {
    // 23:00 on a Friday in Boulder City: open until 2 AM Saturday, whatever this machine's zone.
    const renderedAt = new Date("2026-07-10T23:00:00-07:00").getTime();
    jest.useFakeTimers({ now: renderedAt, doNotFake: ["queueMicrotask"] });
    const tree = h(MemoryRouter, null, h(RenderTimeProvider, { renderedAt, children: h(Cards) }));
    const { serverHtml, problems } = await renderOnServerThenHydrate(tree);
    expect(serverHtml).toContain("Open now · closes 2 AM Sat");
    expect(problems).toEqual([]);
    expect(screen.getByText("Open now · closes 2 AM Sat")).toBeTruthy();
  });
});

function ParamsProbe() {
  const params = useDirectoryParams();
  const location = useLocation();
  return h(
    Fragment,
    null,
    h("output", null, location.search),
    h("button", { onClick: () => params.setOpenNow(true) }, "open"),
    h("button", { onClick: () => params.setView("map") }, "map"),
    h("button", { onClick: () => params.clear() }, "clear"),
  );
}

describe("the directory's address", () => {
  it("adds ?open=now and ?view=map beside the search and category, and View All keeps only the view", () => {
    render(h(MemoryRouter, { initialEntries: ["/directory?q=pie&category=restaurants"] }, h(ParamsProbe)));
    const search = () => screen.getByRole("status").textContent;
    act(() => screen.getByText("open").click());
    expect(search()).toBe("?q=pie&category=restaurants&open=now");
    act(() => screen.getByText("map").click());
    expect(search()).toBe("?q=pie&category=restaurants&open=now&view=map");
    act(() => screen.getByText("clear").click());
    expect(search()).toBe("?view=map");
  });
});
