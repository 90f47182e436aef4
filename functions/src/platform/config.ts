import { z } from "zod";

/** Environment, validated once at start so a misconfiguration fails loudly, not on the first request. */
const envSchema = z.object({
  GCLOUD_PROJECT: z.string().min(1).default("demo-boulder-city"),
  FUNCTIONS_EMULATOR: z.string().optional(),
  FIRESTORE_EMULATOR_HOST: z.string().optional(),
  /** 'local' keeps uploads on disk (the local stack); 'gcs' uses Cloud Storage. */
  OBJECT_STORE: z.enum(["local", "gcs"]).optional(),
  LOCAL_OBJECT_DIR: z.string().default(".data/objects"),
  STORAGE_BUCKET: z.string().optional(),
  /** Set by the Cloud Functions runtime: the project's config as JSON, with its default `storageBucket`. */
  FIREBASE_CONFIG: z.string().optional(),
  /** Comma-separated e-mails that become admins on first sign-in. */
  ADMIN_EMAILS: z.string().default(""),
  /** Extra origins allowed to make cookie-authenticated writes (the site's own origin is always allowed). */
  ALLOWED_ORIGINS: z.string().default(""),
  /** Public site URL used for canonical links, sitemaps and feeds. */
  SITE_URL: z.string().default(""),
  /** Set by the emulator suite when the Auth emulator runs; the browser SDK is pointed at it too. */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  /**
   * The browser's Firebase web config (public values, from the console's web app; see GET /api/config). Not named
   * FIREBASE_*: Cloud Functions reserves that prefix and `firebase deploy` refuses such keys in functions/.env files.
   */
  WEB_API_KEY: z.string().default(""),
  WEB_APP_ID: z.string().default(""),
  /** Defaults to the site's own host (Hosting serves /__/auth/* there). */
  WEB_AUTH_DOMAIN: z.string().default(""),
  /** The reCAPTCHA Enterprise site key the browser's App Check uses (public). */
  APP_CHECK_SITE_KEY: z.string().default(""),
  /**
   * How often each instance rereads the list cache's version (ms), so another instance's write shows within it
   * (docs/decisions/0002). 0 rereads it on every request: the test stacks, where a write must show at once.
   */
  CACHE_VERSION_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Deadline for one database call before the API answers 503. */
  DB_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
  /** Form submissions (contact + volunteer together) allowed per client IP (docs/decisions/0006). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_PER_DAY: z.coerce.number().int().positive().default(30),
  /** smtp(s)://user:pass@host:port for the staff notices and proposer e-mails (a secret in production). */
  SMTP_URL: z.string().default(""),
  /** The sender of every e-mail; required in production (productionConfigProblems), a local address on the emulators. */
  MAIL_FROM: z.string().default(""),
  /**
   * The SMTP server's allowance: the outbox's bulk sends (the weekly e-mail, the retries) go at most this many a
   * minute, from all runs together (mail/drain.ts). Set it a little below the provider's own limit.
   */
  MAIL_PER_MINUTE: z.coerce.number().int().positive().max(6000).default(300),
  /** Staff notices sent an hour, from all senders together; later submissions that hour reach the inbox unannounced. */
  STAFF_NOTICES_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Who gets the staff notices (comma-separated); empty means every admin's e-mail. */
  STAFF_EMAILS: z.string().default(""),
  /** Archived inbox items are deleted this many months after archiving (Firestore TTL on expireAt). */
  INBOX_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  /**
   * Listing statistics' beacons counted per network (a salted hash of its address, in memory) an hour; later ones
   * that hour are refused (docs/product.md#listing-statistics).
   */
  STATS_BEACONS_PER_HOUR: z.coerce.number().int().positive().default(300),
  /** Secret mixed into the hashed IPs stored in rate_limits: a Secret Manager secret in production (index.ts). */
  RATE_LIMIT_SALT: z.string().optional(),
  /**
   * X-Forwarded-For entries appended by infrastructure we trust, counted from the right: the client is the
   * leftmost of them. 2 behind Firebase Hosting (Hosting appends the client, Cloud Run's front end appends Hosting).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(2),
  /**
   * Whether form posts and admin writes need a valid X-Firebase-AppCheck token. Unset means on in production and
   * off on the emulators (there is no App Check emulator); 'false' turns it off in production, e.g. for a rollout.
   */
  APP_CHECK_ENFORCE: z.enum(["true", "false", ""]).optional(),
  /**
   * Emulators only: verify App Check tokens against this JWKS instead of Google's, so tests can mint tokens
   * offline. Ignored outside the emulators.
   */
  APP_CHECK_EMULATOR_JWKS_URL: z.string().optional(),
  /**
   * The local stack's own clock: an ISO 8601 instant with its offset at which the site's clock stands still
   * (platform/clock.ts). Read only on the local stack; production always runs on the machine's clock.
   */
  SITE_CLOCK: z.string().optional(),
  /**
   * 'true' on the shared test stack: every request must name its test namespace (platform/test-namespace.ts).
   * Honoured only under the Functions emulator.
   */
  TEST_NAMESPACE_REQUIRED: z
    .enum(["true", "false", ""])
    .default("false")
    .transform((v) => v === "true"),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;
export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`);
    }
    cached = parsed.data;
  }
  return cached;
}

export function isEmulated(): boolean {
  return Boolean(env().FUNCTIONS_EMULATOR || env().FIRESTORE_EMULATOR_HOST);
}

/**
 * The function runs on the local stack (the Functions emulator over the Firestore emulator), never in production:
 * there the calendar import may read the tests' own calendars from this machine (calendar-import/fetch-calendar.ts).
 */
export function onLocalStack(): boolean {
  return env().FUNCTIONS_EMULATOR === "true" && Boolean(env().FIRESTORE_EMULATOR_HOST);
}

/** App Check is enforced unless APP_CHECK_ENFORCE says otherwise: on in production, off on the emulators. */
export function appCheckEnforced(): boolean {
  const setting = env().APP_CHECK_ENFORCE;
  return setting === "true" || ((setting === undefined || setting === "") && !isEmulated());
}

/** The emulators' stand-ins for settings production must name (productionConfigProblems). */
const LOCAL_SITE_URL = "http://127.0.0.1:5000";
const LOCAL_MAIL_FROM = "Boulder City Main Street <no-reply@localhost>";

/**
 * The site's address for links in e-mail: SITE_URL, never the request's Host or forwarding headers, which a caller
 * chooses (a forged one would send confirm and review links elsewhere).
 */
export function mailSiteUrl(): string {
  const configured = env().SITE_URL.trim();
  if (configured) return new URL(configured).origin;
  if (isEmulated()) return LOCAL_SITE_URL;
  throw new Error("SITE_URL is not set: set it in functions/.env.<project-id> (docs/deploy.md)");
}

export function mailFrom(): string {
  return env().MAIL_FROM.trim() || LOCAL_MAIL_FROM;
}

/** STORAGE_BUCKET, else the bucket the runtime's FIREBASE_CONFIG names, else the default name for new projects. */
export function storageBucketName(): string {
  const { STORAGE_BUCKET, FIREBASE_CONFIG, GCLOUD_PROJECT } = env();
  if (STORAGE_BUCKET) return STORAGE_BUCKET;
  try {
    const bucket = (JSON.parse(FIREBASE_CONFIG ?? "{}") as { storageBucket?: unknown }).storageBucket;
    if (typeof bucket === "string" && bucket) return bucket;
  } catch {
    /* not JSON: fall through to the default name */
  }
  return `${GCLOUD_PROJECT}.firebasestorage.app`;
}

/** Not secret: used only when the emulators run, where rate_limits lives in memory. */
const EMULATOR_RATE_LIMIT_SALT = "local-emulators-only";

/** The rate-limit salt; production has no default, so a missing secret fails the request rather than weakening it. */
export function rateLimitSalt(): string {
  const salt = env().RATE_LIMIT_SALT;
  if (salt) return salt;
  if (isEmulated()) return EMULATOR_RATE_LIMIT_SALT;
  throw new Error("RATE_LIMIT_SALT is not set: create the secret (docs/deploy.md) and deploy again");
}

/**
 * What production needs before it can serve sign-in and App Check. Checked when the function loads, so
 * `firebase deploy` (which loads it with functions/.env.<project-id>) stops with this list instead of deploying a
 * site whose sign-in or forms can't work.
 */
export function productionConfigProblems(): string[] {
  if (isEmulated()) return [];
  const { WEB_API_KEY, WEB_APP_ID, APP_CHECK_SITE_KEY, SITE_URL, MAIL_FROM } = env();
  const problems: string[] = [];
  if (!isHttpsUrl(SITE_URL)) problems.push("SITE_URL (the site's https address, used in every e-mail link) is not set");
  if (!MAIL_FROM.trim()) problems.push("MAIL_FROM (the sender of the site's e-mail) is not set");
  if (!WEB_API_KEY) problems.push("WEB_API_KEY (the web app's apiKey) is not set");
  if (!WEB_APP_ID) problems.push("WEB_APP_ID (the web app's appId) is not set");
  if (appCheckEnforced() && !APP_CHECK_SITE_KEY) {
    problems.push(
      "APP_CHECK_SITE_KEY is not set while App Check is enforced (set APP_CHECK_ENFORCE=false to deploy without it)",
    );
  }
  return problems;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value.trim()).protocol === "https:";
  } catch {
    return false;
  }
}

export function csv(value: string): string[] {
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
