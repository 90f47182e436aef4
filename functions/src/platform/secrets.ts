import { defineSecret } from "firebase-functions/params";

/** Salt for the hashed client addresses in rate_limits (config.ts rateLimitSalt), kept in Secret Manager. */
const RATE_LIMIT_SALT = defineSecret("RATE_LIMIT_SALT");
/** The SMTP server the inbox e-mails go through (mail/transport.ts), with its password. */
const SMTP_URL = defineSecret("SMTP_URL");

/**
 * The Secret Manager secrets the function binds in production, where Cloud Functions exposes each as an
 * environment variable of the same name. None on the emulators: there is no Secret Manager offline, and the local
 * stack passes values through its environment instead.
 */
export function productionSecrets() {
  return process.env.FUNCTIONS_EMULATOR === "true" ? [] : [RATE_LIMIT_SALT, SMTP_URL];
}
