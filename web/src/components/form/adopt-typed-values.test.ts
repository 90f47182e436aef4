/** @jest-environment jsdom */
import { typedBeforeHydration } from "./adopt-typed-values";

function formWith(html: string): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = html;
  return form;
}

describe("values typed before the script took over", () => {
  it("adopts text, text areas, selects and checked boxes the state lacks", () => {
    const form = formWith(`
      <input name="firstName" value="Ada">
      <textarea name="message">Hello</textarea>
      <select name="inquiryType"><option value=""></option><option value="other" selected>Other</option></select>
      <input type="checkbox" name="interests" value="events" checked>
      <input type="checkbox" name="interests" value="cleanup">
      <input type="checkbox" name="interests" value="markets" checked>`);
    const values = { firstName: "", message: "", inquiryType: "", interests: ["events"] };
    expect(typedBeforeHydration(form, values)).toEqual({
      firstName: "Ada",
      message: "Hello",
      inquiryType: "other",
      interests: ["events", "markets"],
    });
  });

  it("keeps what the state already holds and ignores fields it doesn't know", () => {
    const form = formWith(`<input name="firstName" value="Typed"><input name="unknown" value="x"><input name="email">`);
    expect(typedBeforeHydration(form, { firstName: "Kept", email: "" })).toEqual({});
  });
});
