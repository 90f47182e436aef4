/** The types of no-work-after-answer.cjs (an ESLint plugin written in CommonJS, so eslint.config.mjs loads it as is). */
import type { Rule } from "eslint";

declare const plugin: { rules: { "no-work-after-answer": Rule.RuleModule } };
export = plugin;
