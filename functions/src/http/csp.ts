/**
 * Content-Security-Policy texts, written once: the function sends them, and firebase.json's Hosting headers
 * should carry the same site policy text (SITE_CSP).
 */

/** API and other non-page responses: nothing may load, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

type Directives = Record<string, string[]>;

/**
 * What the site uses: its own files, Firebase Auth with Google sign-in, App Check with reCAPTCHA Enterprise (its
 * script and invisible frame, loaded only when a form is sent or an admin saves), any https image (docs/decisions/0015) and MUI's inline
 * styles.
 */
const RECAPTCHA_SCRIPTS = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
const RECAPTCHA_FRAMES = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"];

const SITE_DIRECTIVES: Directives = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "https://apis.google.com", "https://accounts.google.com", ...RECAPTCHA_SCRIPTS],
  "style-src": ["'self'", "'unsafe-inline'"], // emotion (MUI) injects <style> tags at run time
  // Any https image: image fields and descriptions take web addresses, and Google profile photos show in the user
  // menu (docs/decisions/0015). Scripts, frames and connections stay limited to the list above and below.
  "img-src": ["'self'", "data:", "blob:", "https:"],
  "font-src": ["'self'", "data:"],
  "connect-src": [
    "'self'",
    "https://identitytoolkit.googleapis.com",
    "https://securetoken.googleapis.com",
    "https://www.googleapis.com",
    "https://apis.google.com",
    "https://storage.googleapis.com", // image uploads PUT to Cloud Storage signed URLs
    "https://content-firebaseappcheck.googleapis.com", // App Check token exchange
  ],
  "frame-src": [
    "'self'",
    "https://*.firebaseapp.com",
    "https://accounts.google.com",
    "https://apis.google.com",
    ...RECAPTCHA_FRAMES,
  ],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "manifest-src": ["'self'"],
  "worker-src": ["'self'", "blob:"],
};

/** The local emulators (Auth on 127.0.0.1, the stack's other ports) are allowed only on an emulated site. */
const EMULATOR_SOURCES = ["http://127.0.0.1:*", "http://localhost:*"];
const EMULATED_DIRECTIVES = ["connect-src", "frame-src", "img-src", "script-src"];

function sitePolicy(emulated: boolean): string {
  const parts = Object.entries(SITE_DIRECTIVES).map(([name, sources]) => {
    const all = emulated && EMULATED_DIRECTIVES.includes(name) ? [...sources, ...EMULATOR_SOURCES] : sources;
    return `${name} ${all.join(" ")}`;
  });
  // Production is HTTPS only; on the local http:// stack this would break every same-origin request.
  if (!emulated) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}

/** The site's HTML policy in production (firebase.json Hosting headers and server-rendered pages). */
export const SITE_CSP = sitePolicy(false);

/** The same policy on the local stack, where the browser also talks to the emulators. */
export const SITE_CSP_EMULATED = sitePolicy(true);

/** The other security headers every response carries (the site's HTML and the API alike). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
};
