/**
 * The lint rule that keeps query keys in the features' queries.ts files (docs/decisions/0095), on the shapes the
 * components had before it, and on what it lets through: options and keys read off a feature's queries.
 */
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import queryKeys from "./query-keys.cjs";

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module" },
});

// RuleTester registers its cases as tests of their own (describe/it are jest's globals here).
tester.run("keys-in-queries-files", queryKeys.rules["keys-in-queries-files"], {
  valid: [
    "const owners = useBusinessOwners(record.id);",
    "const week = useQuery(thisWeekQuery(week));",
    "const found = data(thisWeekQuery(week).queryKey);",
    "client.setQueryData(monthlySummaryQuery.queryKey, saved);",
    "const fetchByKey = ({ queryKey, signal }) => apiGet(queryKeyToUrl(queryKey), signal);",
    "const query = { ...businessQuery(id), enabled: Boolean(id) };",
  ],
  invalid: [
    {
      code: "const history = useQuery({ queryKey: [path, record.updatedAt], queryFn: load });",
      errors: [{ messageId: "keyOutsideQueries" }],
    },
    {
      code: "const done = () => client.invalidateQueries({ queryKey: INBOX_KEY });",
      errors: [{ messageId: "keyOutsideQueries" }],
    },
    { code: "const options = { queryKey };", errors: [{ messageId: "keyOutsideQueries" }] },
    { code: "const options = { 'queryKey': [href] };", errors: [{ messageId: "keyOutsideQueries" }] },
  ],
});
