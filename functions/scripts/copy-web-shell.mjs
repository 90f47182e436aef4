// Copies the built web shell (web/dist/app.html) into lib/, because `firebase deploy` uploads only functions/
// and the server-rendered pages (src/seo) fill this shell's head. Build the web app first (root `npm run build`).
// A missing shell fails the build: a function deployed without it could render no page.
import { copyFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const source = fileURLToPath(new URL("../../web/dist/app.html", import.meta.url));
const target = fileURLToPath(new URL("../lib/app.html", import.meta.url));

if (!existsSync(source)) {
  console.error("error: web/dist/app.html not found; build the web app first (npm run build -w web)");
  process.exit(1);
}
copyFileSync(source, target);
