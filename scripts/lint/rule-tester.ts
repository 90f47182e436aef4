/** The project's own lint rules under ESLint's RuleTester, reading TypeScript as the lint does. */
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";

// RuleTester registers its cases as tests of their own (describe/it are jest's globals here).
export const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module" },
});

/** Code the rule must flag, each once, with `messageId`. */
export function flagged(messageId: string, ...codes: string[]): RuleTester.InvalidTestCase[] {
  return codes.map((code) => ({ code, errors: [{ messageId }] }));
}
