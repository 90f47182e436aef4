/**
 * Bundle guard for the public site (run after `npm run build -w web`):
 * - the JS a public route needs to become fully interactive (the boot entry, the app it loads in idle time after
 *   the page has loaded, the route's page chunk, and their static imports) must stay within 140 kB gzipped, and
 *   the boot entry, which runs before anything else, within 5 kB (docs/decisions/0035); code a page loads later
 *   (dialogs, the map, toasts) is not counted; JS and CSS figures are printed;
 * - no chunk a visitor can load (everything reachable from the entry, except the admin, profile and owner route
 *   chunks and what only they import) may contain admin, editor, profile or owner-area code.
 * The pages are the route modules web/src/app/routes.tsx loads lazily.
 * `npx tsx scripts/check-bundle.ts` prints the report; scripts/check-bundle.stack.test.ts enforces it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(__dirname, "..");
export const DIST_DIR = path.join(ROOT, "web", "dist");
export const JS_BUDGET_BYTES = 140 * 1024;
/**
 * What React Router's data router (createBrowserRouter with RouterProvider: 32.6 kB gzipped) adds to every page
 * over BrowserRouter (15.3 kB), measured with esbuild, minified (docs/decisions/0044): it comes back once every
 * public page has this much room under the budget.
 */
const DATA_ROUTER_EXTRA_BYTES = 17.3 * 1024;
/** What every page runs first: a few listeners and the load policy. */
const BOOT_BUDGET_BYTES = 5 * 1024;

/** The router's module: every page is one of its lazy imports. */
const ROUTES_MODULE = "src/app/routes.tsx";

/** The app itself, which the boot entry (src/main.tsx) imports once the page is idle. */
const APP_MODULE = "src/app/start-app.tsx";

/** Lazy route modules that only signed-in staff load; they may pull in admin code. */
export const PRIVATE_ROUTE_MODULES = [
  "src/features/admin/AdminRoutes.tsx",
  "src/features/profile/ProfilePage.tsx",
  "src/features/owner/OwnerAreaPage.tsx",
];

/** Pages Hosting serves as the bare shell: not server-rendered, so not held to a public page's budget. */
const CLIENT_ONLY_PAGES = [
  ...PRIVATE_ROUTE_MODULES,
  "src/features/login/LoginPage.tsx",
  "src/features/newsletter/NewsletterLinkPage.tsx",
];

export const FORBIDDEN_MODULES: RegExp[] = [
  /node_modules\/draft-js\//,
  /node_modules\/react-draft-wysiwyg\//,
  /node_modules\/draftjs-to-html\//,
  /node_modules\/html-to-draftjs\//,
  // The staff review's description diff (web/src/features/admin/inbox/html-diff.ts).
  /node_modules\/diff\//,
  /packages\/domain\/src\/test-fixtures\//,
  /web\/src\/features\/admin\//,
  /web\/src\/features\/profile\//,
  // The owners' area; only its widget (the business page's claim button) is public.
  /web\/src\/features\/owner\/(?!widget\/)/,
  /web\/src\/widgets\/editor\//,
  // The staff and owner hours and access editors (special days, seasons, the week grid, the pasted-hours reader).
  /web\/src\/widgets\/hours-editor\//,
  /web\/src\/widgets\/access-editor\//,
  /packages\/domain\/src\/hours-text-reader\.ts/,
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteFigures {
  route: string;
  jsFiles: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export interface BundleReport {
  routes: RouteFigures[];
  bootGzipBytes: number;
  publicChunks: string[];
  problems: string[];
  budgetBytes: number;
}

function readJson<T>(file: string): T {
  if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build -w web\` first`);
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

/** The key plus everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** Each page module the router loads lazily (each once), except the private areas', as the router names them. */
export function publicPageModules(): string[] {
  const router = readFileSync(path.join(ROOT, "web", ROUTES_MODULE), "utf8");
  const modules = [...router.matchAll(/import\("(\.{1,2}\/[^"]+)"\)/g)].map(
    (m) => path.posix.join(path.posix.dirname(ROUTES_MODULE), m[1]!) + ".tsx",
  );
  return [...new Set(modules)].filter((module) => !CLIENT_ONLY_PAGES.includes(module));
}

function gzipSize(distDir: string, file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

export function checkBundle(distDir = DIST_DIR, budgetBytes = JS_BUDGET_BYTES): BundleReport {
  const manifest = readJson<Manifest>(path.join(distDir, ".vite", "manifest.json"));
  const chunkModules = readJson<Record<string, string[]>>(path.join(distDir, ".vite", "chunk-modules.json"));
  const problems: string[] = [];
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error("the manifest has no entry chunk");

  // A dynamic entry may be keyed by its chunk name: find it by the module it holds.
  const appKey = Object.keys(manifest).find((k) =>
    (chunkModules[manifest[k]!.file] ?? []).includes(`web/${APP_MODULE}`),
  );
  if (!appKey) problems.push(`${APP_MODULE} is not in any chunk`);
  const bootKeys = staticClosure(manifest, entryKey);
  const bootGzipBytes = [...bootKeys].reduce((sum, k) => sum + gzipSize(distDir, manifest[k]!.file), 0);
  if (bootGzipBytes > BOOT_BUDGET_BYTES) {
    problems.push(`the boot entry is ${kb(bootGzipBytes)} gzipped, over its ${kb(BOOT_BUDGET_BYTES)} budget`);
  }
  const appKeys = staticClosure(manifest, appKey ?? APP_MODULE, new Set(bootKeys));

  const routes = publicPageModules().map((pageModule): RouteFigures => {
    const route = pageModule.replace(/^src\/|\.tsx$/g, "");
    if (!manifest[pageModule]) problems.push(`${route}: ${pageModule} is not a chunk in the manifest`);
    const keys = staticClosure(manifest, pageModule, new Set(appKeys));
    const chunks = [...keys].map((k) => manifest[k]!);
    const jsFiles = chunks.map((c) => c.file).filter((f) => f.endsWith(".js"));
    const cssFiles = [...new Set(chunks.flatMap((c) => c.css ?? []))];
    const figures = {
      route,
      jsFiles,
      jsGzipBytes: jsFiles.reduce((sum, f) => sum + gzipSize(distDir, f), 0),
      cssGzipBytes: cssFiles.reduce((sum, f) => sum + gzipSize(distDir, f), 0),
    };
    if (figures.jsGzipBytes > budgetBytes) {
      problems.push(`${route}: ${kb(figures.jsGzipBytes)} of JS gzipped is over the ${kb(budgetBytes)} budget`);
    }
    return figures;
  });

  // Everything a visitor can reach: static and dynamic imports from the entry, except the lazy private routes.
  // A private route's chunk is found by its module (its manifest key may be a shared-chunk name); it is only
  // skipped when reached lazily, so a public chunk importing it statically is still caught.
  const privateModules = PRIVATE_ROUTE_MODULES.map((m) => `web/${m}`);
  const isPrivateRoute = (key: string) =>
    (chunkModules[manifest[key]!.file] ?? []).some((id) => privateModules.includes(id));
  const reachable = new Set<string>();
  const visit = (key: string, lazily: boolean) => {
    if (reachable.has(key) || !manifest[key] || (lazily && isPrivateRoute(key))) return;
    reachable.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep, false);
    for (const dep of manifest[key].dynamicImports ?? []) visit(dep, true);
  };
  visit(entryKey, false);
  const publicChunks = [...reachable].map((k) => manifest[k]!.file).filter((f) => f.endsWith(".js"));
  for (const file of publicChunks) {
    const modules = chunkModules[file];
    if (!modules) {
      problems.push(`${file}: not listed in chunk-modules.json`);
      continue;
    }
    for (const id of modules) {
      if (FORBIDDEN_MODULES.some((re) => re.test(id))) problems.push(`${file} (public) contains ${id}`);
    }
  }
  return { routes, bootGzipBytes, publicChunks, problems, budgetBytes };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

export function formatReport(report: BundleReport): string {
  const lines = report.routes.map(
    (r) =>
      `${r.route.padEnd(20)} JS ${kb(r.jsGzipBytes).padStart(9)} gzipped (${r.jsFiles.length} files)   CSS ${kb(r.cssGzipBytes).padStart(8)} gzipped`,
  );
  lines.push(`the boot entry, which every page runs first: JS ${kb(report.bootGzipBytes)} gzipped`);
  lines.push(
    `budget: JS ≤ ${kb(report.budgetBytes)} gzipped for a route to become interactive; ${report.publicChunks.length} public chunks checked for admin/editor/profile code`,
  );
  const largest = report.routes.reduce<RouteFigures | undefined>(
    (max, r) => (max && max.jsGzipBytes >= r.jsGzipBytes ? max : r),
    undefined,
  );
  if (largest) {
    const room = report.budgetBytes - DATA_ROUTER_EXTRA_BYTES;
    lines.push(
      `the data router (decision 0044) adds ${kb(DATA_ROUTER_EXTRA_BYTES)} to every page, so it fits once the largest is at most ${kb(room)}: now ${largest.route} at ${kb(largest.jsGzipBytes)}, ${kb(Math.max(0, largest.jsGzipBytes - room))} over`,
    );
  }
  lines.push(report.problems.length ? `PROBLEMS:\n  ${report.problems.join("\n  ")}` : "OK");
  return lines.join("\n");
}

if (require.main === module) {
  const report = checkBundle();
  console.log(formatReport(report));
  process.exit(report.problems.length ? 1 : 0);
}
