/** @jest-environment jsdom */
import "../../test/text-encoder";
import { act, render, screen } from "@testing-library/react";
import type { BusinessSummary } from "@main-street/domain/directory";
import { directoryHref } from "@main-street/domain/directory-query";
import { createElement as h, Fragment } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { BusinessGrid } from "../../components/BusinessGrid";
import { RenderEnvironmentProvider } from "../../lib/render-context";
import { renderOnServerThenHydrate } from "../../test/render-on-server-then-hydrate";
import { OpenNowCards, useOpenNowClock } from "../../widgets/open-now";
import { useDirectoryParams } from "./use-directory-params";
import { weekOf } from "@main-street/domain/weekly-hours";

const business: BusinessSummary = {
  id: "night-owl",
  name: "Night Owl",
  category: "restaurants",
  subcategory: "",
  summary: "Late suppers",
  website: "",
  address: "",
  hours: weekOf([{ days: ["Fr"], opens: "17:00", closes: "02:00" }]),
  image: "",
};

function Cards() {
  return h(OpenNowCards, { now: useOpenNowClock(), children: h(BusinessGrid, { businesses: [business] }) });
}

describe("open-now labels on business cards", () => {
  afterEach(() => jest.useRealTimers());

  it("render on the server from the render instant, and hydrate without a mismatch", async () => {
    // 23:00 on a Friday in Boulder City: open until 2 AM Saturday, whatever time zone the tests run in.
    const renderedAt = new Date("2026-07-10T23:00:00-07:00").getTime();
    jest.useFakeTimers({ now: renderedAt, doNotFake: ["queueMicrotask"] });
    const environment = { renderedAt, origin: "https://main-street.example" };
    const tree = h(MemoryRouter, null, h(RenderEnvironmentProvider, { environment, children: h(Cards) }));
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
    h("button", { onClick: () => params.change({ open: true }) }, "open"),
    h("button", { onClick: () => params.change({ view: "map" }) }, "map"),
    h("button", { onClick: () => params.change({ category: "all" }) }, "all categories"),
  );
}

describe("the directory's address", () => {
  it("adds ?open=now and ?view=map beside the search and category, and starts again at page 1", async () => {
    render(h(MemoryRouter, { initialEntries: ["/directory?q=pie&category=restaurants&page=3"] }, h(ParamsProbe)));
    const search = () => screen.getByRole("status").textContent;
    await act(async () => screen.getByText("open").click());
    expect(search()).toBe("?q=pie&category=restaurants&open=now");
    await act(async () => screen.getByText("map").click());
    expect(search()).toBe("?q=pie&category=restaurants&open=now&view=map");
    await act(async () => screen.getByText("all categories").click());
    expect(search()).toBe("?q=pie&open=now&view=map");
  });

  it("writes the same addresses as the page links", () => {
    expect(directoryHref({ q: "pie", category: "restaurants", open: true, page: 2, view: "map" })).toBe(
      "/directory?q=pie&category=restaurants&open=now&view=map&page=2",
    );
    expect(directoryHref({ view: "list", page: 1 })).toBe("/directory");
  });
});
