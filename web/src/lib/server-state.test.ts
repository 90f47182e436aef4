/** @jest-environment jsdom */
import { readServerState, serverStateScript } from "./server-state";

describe("embedded server state", () => {
  it("cannot close its script tag or start markup, and reads back unchanged", () => {
    const hostile = "</script><script>alert(1)</script><!-- & \u2028\u2029";
    const state = { renderedAt: 1, queries: { mutations: [], queries: [] }, zone: { table: [], until: 0 }, hostile };
    const script = serverStateScript(state);
    const inner = script.slice(script.indexOf(">") + 1, script.lastIndexOf("</script>"));
    expect(inner).not.toMatch(/[<>&\u2028\u2029]/);
    document.body.innerHTML = script;
    expect(readServerState()).toEqual(state);
  });

  it("is null on a page the server did not render", () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readServerState()).toBeNull();
  });
});
