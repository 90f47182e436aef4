/**
 * Zod probes for eval (`new Function("")`) when it builds its first object schema. The site's CSP has no
 * 'unsafe-eval', so Chromium reports that probe as a violation even though zod catches the error. jitless skips
 * the probe; zod reads this global config when it loads, so app/start-app.tsx imports this module first.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
