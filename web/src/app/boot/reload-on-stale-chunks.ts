/**
 * After a deploy, the chunks of the previous build are gone, so a tab opened before it fails to load a lazy
 * page. Vite reports that as 'vite:preloadError': reload once to pick up the new build (at most every 10 s,
 * so a real outage cannot cause a reload loop).
 */
const KEY = "stale-chunk-reload-at";

export function reloadOnStaleChunks(): void {
  window.addEventListener("vite:preloadError", (event) => {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < 10_000) return;
    sessionStorage.setItem(KEY, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
