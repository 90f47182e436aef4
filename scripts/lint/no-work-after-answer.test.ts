/**
 * The lint rule that keeps work out of the time after an answer (docs/decisions/0060-no-work-after-the-answer.md),
 * on the shapes the function's code had before it: the beacon's tally after its 204, the statistics' commit chain
 * and SIGTERM flush, and on what it must let through.
 */
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import answers from "./no-work-after-answer.cjs";

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module" },
});
const rule = answers.rules["no-work-after-answer"];

// RuleTester registers its cases as tests of their own (describe/it are jest's globals here).
tester.run("no-work-after-answer", rule, {
  valid: [
    "async (req, res) => { await tally(ids); res.status(204).end(); }",
    "async (req, res) => { if (x) { res.status(204).end(); return; } await work(); res.json(done); }",
    "(req, res) => { res.set('Cache-Control', 'no-store'); sendPrepared(req, res, page); }",
    "async () => { const value = await load().then((v) => v.items); return value; }",
    "const written = started.then(commit).finally(next);",
    "const timer = setTimeout(() => reject(new Error('late')), 4000);",
    "process.on('unhandledRejection', log);",
  ],
  invalid: [
    {
      code: "async (req, res) => { res.status(204).end(); tally(counter, ids, now); }",
      errors: [{ messageId: "afterAnswer" }],
    },
    {
      code: "async (req, res) => { res.json(receipt); await deliver(id); return; }",
      errors: [{ messageId: "afterAnswer" }],
    },
    {
      code: "(req, res) => { sendPrepared(req, res, page); cache.set(key, page); }",
      errors: [{ messageId: "afterAnswer" }],
    },
    {
      code: "function commit() { withDeadline(batch.commit()).catch(log).finally(() => { writing -= 1; }); }",
      errors: [{ messageId: "floating" }],
    },
    { code: "void deliver(id);", errors: [{ messageId: "floating" }] },
    { code: "process.once('SIGTERM', () => flush());", errors: [{ messageId: "signal" }] },
    { code: "setInterval(flush, 2000);", errors: [{ messageId: "interval" }] },
  ],
});
