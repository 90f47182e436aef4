import { XMLValidator } from "fast-xml-parser";
import { decodeQrSvg } from "../../../scripts/test/qr-codes";
import { qrSvg, wrapTitle } from "./svg";

const URL = "https://example.org/events/yearly-damboree-parade?date=2026-07-04";
const texts = (svg: string) => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
/** The title's lines: bold text, with their font size. */
const svgLines = (svg: string) =>
  [...svg.matchAll(/<text [^>]*font-size="([\d.]+)" font-weight="700">([^<]*)<\/text>/g)].map((m) => ({
    size: m[1],
    text: m[2],
  }));

describe("qrSvg", () => {
  it("draws a code that reads back as the address, the title and the address beneath it", async () => {
    const svg = qrSvg({ title: "Damboree Parade", url: URL });
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(await decodeQrSvg(svg)).toBe(URL);
    expect(texts(svg)).toEqual(["Damboree Parade", "example.org/events/yearly-damboree-parade?date=2026-07-04"]);
  });

  it("scales to any sheet: a viewBox and no fixed size; named for screen readers", () => {
    const svg = qrSvg({ title: "Blue Plate Diner", url: URL });
    const root = svg.match(/<svg [^>]*>/)![0];
    expect(root).toMatch(/viewBox="0 0 1000 \d+"/);
    expect(root).not.toMatch(/ (width|height)=/);
    expect(root).toContain('role="img" aria-labelledby="qr-title qr-desc"');
    expect(svg).toContain('<title id="qr-title">QR code: Blue Plate Diner</title>');
    expect(svg).toContain(`<desc id="qr-desc">Scan to open ${URL.replace(/&/g, "&amp;")}</desc>`);
  });

  it("escapes the title and drops what XML can't hold", () => {
    const svg = qrSvg({ title: `Fish & "Chips" <script>alert(1)</script>\u0007 \uD800`, url: URL });
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("Fish &amp; &quot;Chips&quot; &lt;script&gt;");
  });

  it("sets a long title smaller, and shortens one too long for three lines with an ellipsis", () => {
    const title = "The Boulder City Historic Preservation Society Annual Lecture on the Dam";
    const [first] = svgLines(qrSvg({ title: "Wine Walk", url: URL }));
    const smaller = svgLines(qrSvg({ title, url: URL }));
    expect(Number(smaller[0]!.size)).toBeLessThan(Number(first!.size));
    expect(smaller.map((line) => line.text).join(" ")).toBe(title);
    const long = svgLines(qrSvg({ title: `${title} `.repeat(4), url: URL }));
    expect(long).toHaveLength(3);
    expect(long.at(-1)!.text).toMatch(/…$/);
  });
});

describe("wrapTitle", () => {
  it("breaks between words, splits a word longer than a line and keeps short titles whole", () => {
    expect(wrapTitle("Wine Walk", 13, 3)).toEqual(["Wine Walk"]);
    expect(wrapTitle("Christmas Tree Lighting on Wyoming Street", 13, 3)).toEqual([
      "Christmas Tree",
      "Lighting on Wyoming",
      "Street",
    ]);
    const split = wrapTitle("Supercalifragilisticexpialidocious", 10, 3);
    expect(split.join("")).toBe("Supercalifragilisticexpialidocious");
    expect(split.length).toBeGreaterThan(1);
  });

  it("counts wide characters as wide", () => {
    expect(wrapTitle("東京の素晴らしいレストランとカフェ", 9, 3)).toEqual(["東京の素晴らしいレ", "ストランとカフェ"]);
  });
});
