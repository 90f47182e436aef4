/** Every record type has its repository (record-registry.ts). */
import { RECORD_TYPES } from "@main-street/domain/records";
import { RECORD_REPOSITORIES } from "./record-registry";

it("gives every record type a repository that names it", () => {
  for (const type of RECORD_TYPES) expect(RECORD_REPOSITORIES[type.collection].type).toBe(type);
  expect(Object.keys(RECORD_REPOSITORIES).sort()).toEqual(RECORD_TYPES.map((t) => t.collection).sort());
});
