import { LIMITS } from "../../../../functions/src/domain/fields";
import { SEARCH_MAX_LENGTH } from "./search-limit";

it("matches the API's search-text limit", () => {
  expect(SEARCH_MAX_LENGTH).toBe(LIMITS.searchQuery);
});
