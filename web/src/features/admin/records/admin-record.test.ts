import { businessKind, eventKind } from "@main-street/domain/records";
import { adminEditPath } from "./admin-record";

describe("adminEditPath", () => {
  it("encodes the id, so any record's edit screen opens", () => {
    expect(adminEditPath(eventKind, "a/b?c")).toBe("/admin/events/edit/a%2Fb%3Fc");
    expect(adminEditPath(businessKind, "blue-plate")).toBe("/admin/businesses/edit/blue-plate");
  });
});
