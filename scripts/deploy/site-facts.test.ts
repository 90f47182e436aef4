/** The web build's refusal to publish the seed's contact details to a real project (web/build/site-facts.ts). */
import { siteFactsCheck } from "../../web/build/site-facts";

const buildStart = (project: string | undefined) => () =>
  (siteFactsCheck(project).buildStart as (this: unknown) => void).call({});

describe("the web build's site facts check", () => {
  it("fails a build for a real project while site.ts holds the seed's placeholders", () => {
    expect(buildStart("main-street-prod")).toThrow(/packages\/domain\/src\/site\.ts.*main-street-prod/s);
  });

  it.each([undefined, "demo-boulder-city"])("lets the local and test builds (%s) through", (project) => {
    expect(buildStart(project)).not.toThrow();
  });
});
