// Copies the built web shell (web/dist/app.html) into lib/, because `firebase deploy` uploads only functions/
// and the server-rendered pages (src/seo) fill this shell's head. Build the web app first (root `npm run build`).
import { copyFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const source = fileURLToPath(new URL("../../web/dist/app.html", import.meta.url));
const target = fileURLToPath(new URL("../lib/app.html", import.meta.url));

if (existsSync(source)) {
  copyFileSync(source, target);
} else {
  console.warn("warning: web/dist/app.html not found; build the web app (npm run build -w web) before deploying");
}
