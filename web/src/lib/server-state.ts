/**
 * What the server rendered a page from, embedded in the page for hydration: the render instant and the
 * dehydrated query cache. Written as JSON inside <script type="application/json">, escaped so no value can close
 * the tag or start markup.
 */
import type { DehydratedState } from "@tanstack/react-query";
import type { SiteZoneTable } from "@main-street/domain/site-zone";

const SERVER_STATE_ID = "server-state";

export interface ServerState {
  renderedAt: number;
  queries: DehydratedState;
  /** The site zone's offsets around the render instant (@main-street/domain/site-zone). */
  zone: { table: SiteZoneTable; until: number };
}

const UNSAFE: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c]!);
  return `<script id="${SERVER_STATE_ID}" type="application/json">${json}</script>`;
}

/** The embedded state, or null on a page the server did not render (admin, login, profile, 404 fallbacks). */
export function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : null;
}
