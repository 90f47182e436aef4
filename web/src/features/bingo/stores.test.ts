/** @jest-environment jsdom */
import "../../test/structured-clone";
import { readMarks, writeMarks } from "./marks-store";
import { clearPhotos, deletePhoto, loadPhotos, savePhoto } from "./photo-store";

const text = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe("marks store (localStorage)", () => {
  beforeEach(() => localStorage.clear());

  it("keeps marks between visits", () => {
    expect(readMarks()).toEqual([]);
    writeMarks(new Set(["boulder-theatre", "wilbur-square"]));
    expect(readMarks()).toEqual(["boulder-theatre", "wilbur-square"]);
  });

  it("ignores damaged data instead of breaking the card", () => {
    localStorage.setItem("bcms:bingo:marks:v1", "{not json");
    expect(readMarks()).toEqual([]);
    localStorage.setItem("bcms:bingo:marks:v1", JSON.stringify(["ok", 3, null]));
    expect(readMarks()).toEqual(["ok"]);
  });
});

describe("photo store (IndexedDB)", () => {
  afterEach(() => clearPhotos());

  it("saves, loads, replaces and deletes selfies by square id", async () => {
    await savePhoto("boulder-theatre", new Blob(["first"], { type: "image/jpeg" }));
    await savePhoto("boulder-theatre", new Blob(["second"], { type: "image/jpeg" }));
    await savePhoto("wilbur-square", new Blob(["park"], { type: "image/png" }));
    const found = await loadPhotos(["boulder-theatre", "wilbur-square", "city-hall"]);
    expect([...found.keys()]).toEqual(["boulder-theatre", "wilbur-square"]);
    expect(found.get("wilbur-square")!.type).toBe("image/png");
    expect(await text(found.get("boulder-theatre")!)).toBe("second");
    await deletePhoto("boulder-theatre");
    expect([...(await loadPhotos(["boulder-theatre", "wilbur-square"])).keys()]).toEqual(["wilbur-square"]);
    await clearPhotos();
    expect((await loadPhotos(["wilbur-square"])).size).toBe(0);
  });
});
