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
  /** Comma-separated e-mails that become admins on first sign-in. */
  ADMIN_EMAILS: z.string().default(""),
  /** Extra origins allowed to make cookie-authenticated writes (the site's own origin is always allowed). */
  ALLOWED_ORIGINS: z.string().default(""),
  /** Public site URL used for canonical links, sitemaps and feeds. */
  SITE_URL: z.string().default(""),
  /** Set by the emulator suite when the Auth emulator runs; the browser SDK is pointed at it too. */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  /** The browser's Firebase web config (public values; see GET /api/config). */
  FIREBASE_WEB_API_KEY: z.string().default(""),
  FIREBASE_AUTH_DOMAIN: z.string().default(""),
  /** Deadline for one database call before the API answers 503. */
  DB_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
  /** Form submissions (contact + volunteer together) allowed per client IP (docs/decisions/0006). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_PER_DAY: z.coerce.number().int().positive().default(30),
  /** Secret mixed into the hashed IPs stored in rate_limits; set a random value in production. */
  RATE_LIMIT_SALT: z.string().default("boulder-city-rate-limits"),
  /**
   * X-Forwarded-For entries appended by infrastructure we trust, counted from the right: the client is the
   * leftmost of them. 2 behind Firebase Hosting (Hosting appends the client, Cloud Run's front end appends Hosting).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(2),
  /**
   * 'true' on the shared test stack: every request must name its test namespace (platform/test-namespace.ts).
   * Honoured only under the Functions emulator.
   */
  TEST_NAMESPACE_REQUIRED: z
    .enum(["true", "false", ""])
    .default("false")
    .transform((v) => v === "true"),
  /** 'true': the forms need a valid X-Firebase-AppCheck token (enable once the web app sends one). */
  APP_CHECK_ENFORCE: z
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

export function csv(value: string): string[] {
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
