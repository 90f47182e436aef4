// Copies the built web shell (web/dist/app.html), its hashed assets (web/dist/assets) and the server renderer
// (web/dist-server/entry-server.cjs) into lib/, because `firebase deploy` uploads only functions/: the public pages
// (src/seo, src/ssr) fill this shell with the head and the body that renderer draws, and the function serves the
// assets those pages name when Hosting lacks them (src/assets). Build the web app first (root `npm run build`). A
// missing file fails the build: a function deployed without them could render no page.
import { copyFileSync, cpSync, existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const files = [
  ["../../web/dist/app.html", "../lib/app.html"],
  ["../../web/dist/assets", "../lib/web-assets"],
  ["../../web/dist-server/entry-server.cjs", "../lib/ssr/entry-server.cjs"],
];

for (const [from, to] of files) {
  const source = fileURLToPath(new URL(from, import.meta.url));
  const target = fileURLToPath(new URL(to, import.meta.url));
  if (!existsSync(source)) {
    console.error(`error: ${from.replace("../../", "")} not found; build the web app first (npm run build -w web)`);
    process.exit(1);
  }
  mkdirSync(new URL(".", new URL(to, import.meta.url)), { recursive: true });
  if (from.endsWith("/assets")) cpSync(source, target, { recursive: true });
  else copyFileSync(source, target);
}
