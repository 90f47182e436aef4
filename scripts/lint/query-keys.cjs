/**
 * ESLint rule for the web app (docs/decisions/0095-one-place-for-each-features-reads.md): a TanStack Query key is
 * written only where its feature's reads are (its `queries.ts`, which eslint.config.mjs leaves out of the rule), so
 * each read has one key, its URL, and a write refreshes the reads through the helpers beside them. Reported: a
 * `queryKey` property in an object literal (`useQuery({ queryKey })`, `invalidateQueries({ queryKey })`). Reading
 * `query.queryKey` off a feature's query options (a page's head, `setQueryData`) is how code outside names one.
 */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Query keys are written only in a feature's queries.ts" },
    messages: {
      keyOutsideQueries:
        "Write query keys only in the feature's queries.ts (docs/decisions/0095): import its query options, hook or refresh helper instead.",
    },
    schema: [],
  },
  create(context) {
    return {
      "ObjectExpression > Property"(node) {
        const { key } = node;
        const named =
          !node.computed && key.type === "Identifier" ? key.name : key.type === "Literal" ? key.value : null;
        if (named === "queryKey") context.report({ node, messageId: "keyOutsideQueries" });
      },
    };
  },
};

module.exports = { rules: { "keys-in-queries-files": rule } };
