import { directoryQuerySchema, type DirectoryQuery } from "@main-street/domain/directory";
import { directoryQuery } from "./queries";

describe("the directory's query key", () => {
  // The server renders a directory page by reading this key with the API's own query schema.
  it.each<DirectoryQuery>([
    { q: "", category: null, open: false, access: null, page: 1 },
    { q: "", category: null, open: false, access: null, page: 2 },
    { q: "pie", category: "restaurants", open: true, access: "step-free-entrance", page: 7 },
  ])("reads back as the query it was made from: %j", (query) => {
    const [, params] = directoryQuery(query).queryKey;
    expect(directoryQuerySchema.parse(params)).toEqual(query);
  });
});
