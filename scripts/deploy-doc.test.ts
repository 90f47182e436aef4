/**
 * The deploy steps (docs/deploy.md) against what the code needs, so a fresh project can follow them: numbered in order,
 * naming every function index.ts exports, cross-referencing the right steps, and with nothing left to do by hand
 * that a deploy already does (or undoes).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PAGE_CACHE_CONTROL } from "../functions/src/seo/routes";

const ROOT = path.join(__dirname, "..");
const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
const deployDoc = readFileSync(path.join(ROOT, "docs/deploy.md"), "utf8");
const deploy = deployDoc.slice(
  deployDoc.indexOf("## Deploy to a real Firebase project"),
  deployDoc.indexOf("## Production"),
);

/** The numbered steps: number, bold title and full text. */
const steps = [...deploy.matchAll(/^(\d+)\. \*\*([^*]+)\*\*([\s\S]*?)(?=^\d+\. \*\*|^\*\*App Check|(?![\s\S]))/gm)].map(
  (m) => ({ number: Number(m[1]), title: m[2]!, text: m[0] }),
);
const step = (title: RegExp) => {
  const found = steps.find((s) => title.test(s.title));
  if (!found) throw new Error(`no deploy step titled ${title}`);
  return found;
};

const exportedFunctions = [
  ...readFileSync(path.join(ROOT, "functions/src/index.ts"), "utf8").matchAll(/^export const (\w+) = on\w+\(/gm),
].map((m) => m[1]!);

describe("docs/deploy.md, Deploy", () => {
  it("numbers its steps 1, 2, 3… in order", () => {
    expect(steps.length).toBeGreaterThan(10);
    expect(steps.map((s) => s.number)).toEqual(steps.map((_, i) => i + 1));
  });

  it("names every function the deploy creates, and says how many", () => {
    expect(exportedFunctions).toEqual([
      "api",
      "mailRetry",
      "hoursReminders",
      "monthlySummaries",
      "weeklyEmail",
      "importCalendars",
    ]);
    expect(readme).toMatch(/six Cloud Functions/);
    for (const name of exportedFunctions) {
      expect(readme).toContain(`\`${name}\``);
      expect(step(/^Deploy\.$/).text).toContain(`\`${name}\``);
    }
  });

  it("makes the organisation's real contact details a step before the deploy", () => {
    const details = step(/organisation's details/);
    expect(details.text).toContain("packages/domain/src/site.ts");
    expect(details.number).toBeLessThan(step(/^Deploy\.$/).number);
  });

  it("marks SMTP_URL as required and says how to encode its password", () => {
    const secrets = step(/secrets/);
    expect(secrets.text).toContain("SMTP_URL");
    expect(secrets.title + secrets.text).toMatch(/required/);
    expect(secrets.text).toMatch(/percent-encode/);
  });

  it("doesn't promise a prompt for the Cloud Scheduler API", () => {
    expect(deploy).toMatch(/Cloud Scheduler API\*\* for it without asking/);
    expect(deploy).not.toMatch(/offers to enable/);
  });

  it("grants the service account's roles, for projects under an organisation, before the deploy", () => {
    const organisation = step(/under a Google Cloud organisation/);
    for (const role of ["cloudbuild.builds.builder", "datastore.user", "storage.objectAdmin", "firebaseauth.admin"]) {
      expect(organisation.text).toContain(`roles/${role}`);
    }
    expect(organisation.number).toBeLessThan(step(/^Deploy\.$/).number);
  });

  it("grants every project's function what the forms and uploads need, organisation or not", () => {
    const own = step(/function's own permissions \(every project\)/);
    expect(own.text).toContain("roles/firebaseappcheck.tokenVerifier");
    expect(own.text).toContain("roles/iam.serviceAccountTokenCreator");
    expect(own.title).not.toMatch(/organisation/);
  });

  it("gives the organisation's domain-restricted sharing its exact exception for the project", () => {
    const organisation = step(/under a Google Cloud organisation/).text;
    expect(organisation).toContain("name: projects/<project-id>/policies/iam.allowedPolicyMemberDomains");
    expect(organisation).toMatch(/- allowAll: true/);
    expect(organisation).toContain("gcloud org-policies set-policy");
  });

  it("names the Firestore location, the Artifact Registry prompt and what a missing secret does", () => {
    expect(step(/Project services/).text).toMatch(/location\s+`us-central1`/);
    expect(step(/^Deploy\.$/).text).toMatch(/Artifact\s+Registry/);
    expect(step(/secrets/).text).toMatch(/stops to ask for\s+its value/);
    expect(deploy).not.toMatch(/the deploy fails while either is missing/);
  });

  it("says deploy:check needs the npm registry or a warm cache", () => {
    expect(step(/^Deploy\.$/).text).toMatch(/needs the npm registry or a warm npm cache/);
  });

  it("leaves the TTL policies to firestore.indexes.json, which every deploy keeps", () => {
    expect(deployDoc).not.toMatch(/gcloud firestore fields ttls/);
    expect(step(/Expiring data/).text).toContain("firestore.indexes.json");
  });

  it("sends a custom domain to every step that lists the site's hosts", () => {
    const custom = step(/custom domain/).text;
    for (const title of [/App Check site key/, /bucket's CORS/, /Sign-in on every host/]) {
      expect(custom).toContain(`step ${step(title).number})`);
    }
  });

  it("checks the pages' Cache-Control after the deploy", () => {
    expect(step(/Check it/).text).toContain(
      `\`curl -sI https://<host>/\` shows \`cache-control: ${PAGE_CACHE_CONTROL}\``,
    );
  });
});

describe("deploy/bucket/README.md", () => {
  it("cites only files that exist", () => {
    const bucketReadme = readFileSync(path.join(ROOT, "deploy/bucket/README.md"), "utf8");
    const cited = [...bucketReadme.matchAll(/`((?:functions|packages|web|scripts|deploy)\/[\w./-]+\.\w+)`/g)].map(
      (m) => m[1]!,
    );
    expect(cited.length).toBeGreaterThan(0);
    for (const file of cited) expect([file, existsSync(path.join(ROOT, file))]).toEqual([file, true]);
  });
});
