import { withCleanDescription } from "./descriptions";

describe("withCleanDescription", () => {
  it("sanitises the description and leaves other fields alone", () => {
    expect(withCleanDescription({ title: "<b>t</b>", description: '<p onclick="x">Hi</p><script>1</script>' })).toEqual(
      {
        title: "<b>t</b>",
        description: "<p>Hi</p>",
      },
    );
  });

  it("stores nothing for a description with no readable content", () => {
    expect(withCleanDescription({ description: "<p></p><p><br></p>" }).description).toBe("");
    expect(withCleanDescription({ description: '<p><img src="/objects/uploads/abc" alt="" /></p>' }).description).toBe(
      '<p><img src="/objects/uploads/abc" alt="" /></p>',
    );
  });

  it("refuses a required description that sanitises to nothing", () => {
    expect(() => withCleanDescription({ description: "<script>alert(1)</script>" }, true)).toThrow(
      expect.objectContaining({ status: 400, fields: { description: "Description is required" } }),
    );
  });
});
