/**
 * Every address of the registry through React Router's own matching (which decodes each segment, as the browser's
 * router does): an `href` leads back to its `path` with exactly the values it was given, whatever they hold.
 */
import { api, files, pages, type Address } from "@main-street/domain/paths";
import { matchRoutes } from "react-router-dom";

type AnyAddress = Address<string[]>;

function addresses(group: object, name: string): [string, AnyAddress][] {
  return Object.entries(group).flatMap(([key, value]): [string, AnyAddress][] => {
    if (typeof value !== "object" || value === null) return [];
    if ("href" in value) return [[`${name}.${key}`, value as AnyAddress]];
    return addresses(value, `${name}.${key}`);
  });
}

const ALL = [...addresses(pages, "pages"), ...addresses(api, "api"), ...addresses(files, "files")];
const AWKWARD = ["a/b", "what?", "#top", "two words", "café ☕", "100%", "a.b", "x&y=z", "😀/🙂"];

it.each(ALL)("%s round-trips its parameters through its path", (_name, address) => {
  const names = [...address.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  for (const value of AWKWARD) {
    const values = names.map((_, i) => `${value}${i}`);
    const { pathname } = new URL(address.href(...values), "https://site.example");
    const params = matchRoutes([{ path: address.path }], pathname)?.[0]?.params;
    expect(params).toEqual(Object.fromEntries(names.map((n, i) => [n, values[i]])));
  }
});
