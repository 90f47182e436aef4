/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { createElement as h } from "react";
import { DescriptionDiff } from "./DescriptionDiff";

describe("the description diff as staff see it", () => {
  it("shows a changed link's old and new address as text in the rendered view", () => {
    const { container } = render(
      h(DescriptionDiff, {
        from: '<p>See <a href="https://bcmenu.example/menu">our menu</a>.</p>',
        to: '<p>See <a href="https://phish.example/menu">our menu</a>.</p>',
      }),
    );
    expect(container.querySelector(".rich-text del")?.textContent).toBe("link to https://bcmenu.example/menu");
    expect(container.querySelector(".rich-text ins")?.textContent).toBe("link to https://phish.example/menu");
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("flags a markup-only change in a note that lists it", () => {
    render(h(DescriptionDiff, { from: "<p>Pie and cake</p>", to: "<p>Pie and <strong>cake</strong></p>" }));
    const note = screen.getByRole("note", { name: "Formatting or markup changed" });
    expect(
      within(note)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Added <strong> before “cake”"]);
  });
});
