/**
 * The lint rule that keeps work out of the time after an answer (docs/decisions/0060-no-work-after-the-answer.md),
 * on the shapes the function's code had before it: the beacon's tally after its 204, the statistics' commit chain
 * and SIGTERM flush, and on what it must let through.
 */
import answers from "./no-work-after-answer.cjs";
import { flagged, ruleTester } from "./rule-tester";

const rule = answers.rules["no-work-after-answer"];

ruleTester.run("no-work-after-answer", rule, {
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
    ...flagged(
      "afterAnswer",
      "async (req, res) => { res.status(204).end(); tally(counter, ids, now); }",
      "async (req, res) => { res.json(receipt); await deliver(id); return; }",
      "(req, res) => { sendPrepared(req, res, page); cache.set(key, page); }",
    ),
    ...flagged(
      "floating",
      "function commit() { withDeadline(batch.commit()).catch(log).finally(() => { writing -= 1; }); }",
      "void deliver(id);",
    ),
    ...flagged("signal", "process.once('SIGTERM', () => flush());"),
    ...flagged("interval", "setInterval(flush, 2000);"),
  ],
});
