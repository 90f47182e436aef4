/** The types of query-keys.cjs (an ESLint plugin written in CommonJS, so eslint.config.mjs loads it as is). */
import type { Rule } from "eslint";

declare const plugin: { rules: { "keys-in-queries-files": Rule.RuleModule } };
export = plugin;
