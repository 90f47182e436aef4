/**
 * `npm start`: builds the app, brings up the offline stack on the documented ports, seeds it and prints one URL.
 * `npm run dev`: the same stack, plus Vite with hot reload proxying /api and /objects to it.
 * Ctrl-C stops every process started here.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { parseInstant, todayInSiteZone } from "@main-street/domain/dates";
import { seedDatabase } from "./seed/seed";
import { seedListingStats } from "./seed/listing-stats";
import { stackAdmin } from "./stack/admin";
import { seedAuthUsers } from "./seed/users";
import { ROOT, startStack } from "./stack/stack";

const dev = process.argv.includes("--dev");
const verbose = process.argv.includes("--verbose");

function run(cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** SITE_CLOCK=<instant> npm start: the site's clock stands at that instant, and the seed is for its day. */
const siteClock = process.env.SITE_CLOCK ? parseInstant(process.env.SITE_CLOCK) : undefined;
if (siteClock === null) {
  console.error(`SITE_CLOCK is not an ISO 8601 instant with its offset, e.g. 2028-02-29T12:00:00-08:00`);
  process.exit(1);
}

async function main() {
  console.log("Building the function and the web app…");
  run("npm", ["run", "build", "--silent"]);

  console.log("Starting the local stack (Firestore, Auth, Functions and Hosting emulators)…");
  const stack = await startStack({ fixedPorts: true, verbose });
  const admin = stackAdmin(stack.adminEnv);
  const today = todayInSiteZone(new Date(siteClock ?? Date.now()));
  const seeded = await seedDatabase(admin.db, today);
  await seedListingStats(admin.db, today); // the statistics panels' figures, for npm start only
  const users = await seedAuthUsers(admin.auth, admin.db);
  await admin.close();

  let vite: ChildProcess | undefined;
  let url = stack.url;
  if (dev) {
    vite = spawn(
      process.execPath,
      [path.join(ROOT, "node_modules", "vite", "bin", "vite.js"), "--port", "5173", "--strictPort"],
      {
        cwd: path.join(ROOT, "web"),
        env: { ...process.env, API_PROXY_TARGET: stack.url },
        stdio: "inherit",
      },
    );
    url = "http://127.0.0.1:5173";
  }

  console.log(
    `\nSeeded ${seeded.businesses} businesses, ${seeded.events} events and ${users.length} sign-in accounts.`,
  );
  for (const u of users) console.log(`  sign in as ${u.role}: ${u.email}`);
  console.log(`\nE-mail the site sends is caught locally: read it at ${stack.mail.readUrl} (or ${stack.mail.dir}).`);
  if (siteClock) console.log(`\nThe site's clock stands at ${new Date(siteClock).toISOString()} (SITE_CLOCK).`);
  console.log(`\nThe site is running at ${url}\n(Ctrl-C stops everything.)`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping…");
    vite?.kill("SIGINT");
    await stack.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown());
  process.on("SIGTERM", () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
