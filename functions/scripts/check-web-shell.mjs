// Hosting's predeploy: refuses to deploy web assets the function's pages don't reference. The function renders the
// public pages from its own copy of the shell (lib/app.html, naming hashed /assets files), and a Hosting deploy
// removes the previous assets, so Hosting deployed alone with a changed web build would leave every server-rendered
// page pointing at deleted files. Deploy both together (`npm run deploy`) unless the web build is unchanged.
// It builds nothing: firebase-tools runs the functions' predeploy first, which builds the web app and the function,
// so a deploy builds the web app once (scripts/deploy/predeploy.test.ts).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const web = fileURLToPath(new URL("../../web/dist/app.html", import.meta.url));
const bundled = fileURLToPath(new URL("../lib/app.html", import.meta.url));

if (!existsSync(web)) {
  console.error("error: web/dist/app.html not found; build the web app first (npm run build -w web)");
  process.exit(1);
}
if (!existsSync(bundled) || readFileSync(web, "utf8") !== readFileSync(bundled, "utf8")) {
  console.error(
    "error: the function's copy of the web shell (functions/lib/app.html) differs from this web build, so the\n" +
      "server-rendered pages would ask for asset files this Hosting deploy deletes. Deploy Hosting and the function\n" +
      "together: npm run deploy (or npx firebase deploy --only functions,hosting).",
  );
  process.exit(1);
}
