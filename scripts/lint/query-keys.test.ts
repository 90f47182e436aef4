/**
 * The lint rule that keeps query keys in the features' queries.ts files (docs/decisions/0095), on the shapes the
 * components had before it, and on what it lets through: options and keys read off a feature's queries.
 */
import queryKeys from "./query-keys.cjs";
import { flagged, ruleTester } from "./rule-tester";

ruleTester.run("keys-in-queries-files", queryKeys.rules["keys-in-queries-files"], {
  valid: [
    "const owners = useBusinessOwners(record.id);",
    "const week = useQuery(thisWeekQuery(week));",
    "const found = data(thisWeekQuery(week).queryKey);",
    "client.setQueryData(monthlySummaryQuery.queryKey, saved);",
    "const fetchByKey = ({ queryKey, signal }) => apiGet(queryKeyToUrl(queryKey), signal);",
    "const query = { ...businessQuery(id), enabled: Boolean(id) };",
  ],
  invalid: flagged(
    "keyOutsideQueries",
    "const history = useQuery({ queryKey: [path, record.updatedAt], queryFn: load });",
    "const done = () => client.invalidateQueries({ queryKey: INBOX_KEY });",
    "const options = { queryKey };",
    "const options = { 'queryKey': [href] };",
  ),
});
