import { splitDisplayName } from "./sign-in";

describe("splitDisplayName (first sign-in names from the Google display name)", () => {
  it.each([
    ["Ada Lovelace", { firstName: "Ada", lastName: "Lovelace" }],
    ["  Grace   Brewster Hopper ", { firstName: "Grace", lastName: "Brewster Hopper" }],
    ["Cher", { firstName: "Cher", lastName: "" }],
    ["", { firstName: "", lastName: "" }],
    [undefined, { firstName: "", lastName: "" }],
  ])("%p", (name, expected) => {
    expect(splitDisplayName(name)).toEqual(expected);
  });
});
