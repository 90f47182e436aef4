/**
 * ESLint rule for the function's code (docs/decisions/0060-no-work-after-the-answer.md): Cloud Run gives an instance
 * no CPU once its requests are answered, and the Functions Framework exits inside SIGTERM, so nothing a request
 * starts may run after its answer. Reported:
 * - a statement after the answer in the same block (`res.status(204).end(); tally(...)`), other than `return`;
 * - a promise left running: a statement that is a bare `.then()`/`.catch()`/`.finally()` chain or `void <call>`;
 * - a SIGTERM or SIGINT handler, and setInterval (work on a timer, outside any request).
 * An answer is a call on `res` that ends the response (end, json, send, sendStatus, redirect, sendFile, download),
 * or a call whose name starts with `send` and that is handed `res` (sendPrepared(req, res, …)).
 */
const ENDING = new Set(["end", "json", "send", "sendStatus", "redirect", "sendFile", "download"]);

/** The identifier a member chain starts from: `res` in res.status(204).end(). */
function chainRoot(node) {
  let current = node;
  for (;;) {
    if (current.type === "CallExpression") current = current.callee;
    else if (current.type === "MemberExpression") current = current.object;
    else if (current.type === "AwaitExpression") current = current.argument;
    else return current;
  }
}

function isAnswer(statement) {
  if (statement.type !== "ExpressionStatement") return false;
  let call = statement.expression;
  if (call.type === "AwaitExpression") call = call.argument;
  if (call.type !== "CallExpression") return false;
  const { callee } = call;
  if (callee.type === "MemberExpression" && callee.property.type === "Identifier") {
    const root = chainRoot(callee.object);
    return ENDING.has(callee.property.name) && root.type === "Identifier" && root.name === "res";
  }
  return (
    callee.type === "Identifier" &&
    /^send[A-Z]/.test(callee.name) &&
    call.arguments.some((arg) => arg.type === "Identifier" && arg.name === "res")
  );
}

function isFloating(expression) {
  if (expression.type === "UnaryExpression" && expression.operator === "void") {
    return expression.argument.type === "CallExpression";
  }
  return (
    expression.type === "CallExpression" &&
    expression.callee.type === "MemberExpression" &&
    expression.callee.property.type === "Identifier" &&
    ["then", "catch", "finally"].includes(expression.callee.property.name)
  );
}

const SIGNALS = new Set(["SIGTERM", "SIGINT"]);

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Nothing a request starts may run after its answer (Cloud Run gives it no CPU then)." },
    messages: {
      afterAnswer:
        "Work after the answer: Cloud Run gives no CPU once a request is answered. Do it before answering (docs/decisions/0060).",
      floating:
        "A promise left running may outlive the answer (Cloud Run then gives it no CPU): await it before answering (docs/decisions/0060).",
      signal:
        "The Functions Framework owns SIGTERM and exits inside it: a handler here never finishes (docs/decisions/0060).",
      interval: "Work on a timer runs outside any request, where Cloud Run gives no CPU (docs/decisions/0060).",
    },
    schema: [],
  },
  create(context) {
    const checkBlock = (statements) => {
      const answer = statements.findIndex(isAnswer);
      if (answer === -1) return;
      for (const later of statements.slice(answer + 1)) {
        if (later.type !== "ReturnStatement" || later.argument)
          context.report({ node: later, messageId: "afterAnswer" });
      }
    };
    return {
      BlockStatement: (node) => checkBlock(node.body),
      SwitchCase: (node) => checkBlock(node.consequent),
      ExpressionStatement(node) {
        if (isFloating(node.expression)) context.report({ node, messageId: "floating" });
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type === "Identifier" && callee.name === "setInterval") {
          context.report({ node, messageId: "interval" });
        }
        const onProcess =
          callee.type === "MemberExpression" &&
          callee.object.type === "Identifier" &&
          callee.object.name === "process" &&
          callee.property.type === "Identifier" &&
          ["on", "once", "addListener", "prependListener", "prependOnceListener"].includes(callee.property.name);
        const [event] = node.arguments;
        if (onProcess && event?.type === "Literal" && SIGNALS.has(event.value)) {
          context.report({ node, messageId: "signal" });
        }
      },
    };
  },
};

module.exports = { rules: { "no-work-after-answer": rule } };
