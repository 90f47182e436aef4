import { objectNameForPath, uploadIdFromUrl, uploadIdsIn } from "./object-names";

const id = "Ab3_-".padEnd(32, "x");

describe("object names", () => {
  it("maps public paths to store objects, and nothing else", () => {
    expect(objectNameForPath(`/uploads/${id}`)).toBe(`uploads/${id}/original`);
    expect(objectNameForPath(`/uploads/${id}/w800.webp`)).toBe(`uploads/${id}/w800.webp`);
    expect(objectNameForPath(`/uploads/${id}/w801.webp`)).toBeNull();
    expect(objectNameForPath(`/uploads/${id}/original`)).toBeNull();
    expect(objectNameForPath(`/pending/${id}`)).toBeNull();
    expect(objectNameForPath(`/uploads/../${id}`)).toBeNull();
  });

  it("finds the upload id in local and signed upload URLs and in object paths", () => {
    expect(uploadIdFromUrl(`/api/uploads/${id}`)).toBe(id);
    expect(uploadIdFromUrl(`http://127.0.0.1:5000/api/uploads/${id}`)).toBe(id);
    expect(
      uploadIdFromUrl(`https://storage.googleapis.com/b.appspot.com/pending/${id}?X-Goog-Algorithm=GOOG4-RSA-SHA256`),
    ).toBe(id);
    expect(uploadIdFromUrl(`/objects/uploads/${id}`)).toBe(id);
    expect(uploadIdFromUrl("/api/uploads/short")).toBeNull();
    expect(uploadIdFromUrl("javascript:alert(1)")).toBeNull();
  });

  it("collects the uploaded images a record shows, once each", () => {
    const html = `<p><img src="/objects/uploads/${id}"><img src="/objects/uploads/${id}/w800.webp"></p>`;
    expect(uploadIdsIn(`/objects/uploads/${id}`, html, "/images/seed/x.svg", null)).toEqual([id]);
  });
});
