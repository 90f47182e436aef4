/**
 * The printable QR codes (docs/product.md#qr-codes), read through the hosting emulator and decoded by an independent
 * reader (sharp rasterises the SVG, jsQR reads it): each opens its page's canonical address.
 */
import type { CommunityEvent } from "@main-street/domain/event";
import { api as addresses, pages } from "@main-street/domain/paths";
import { decodeQrSvg } from "../../../scripts/test/qr-codes";
import { api, stackFetch, stackUrl } from "../../../scripts/test/stack-env";

async function poster(path: string): Promise<{ svg: string; response: Response }> {
  const response = await stackFetch(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
  return { svg: await response.text(), response };
}

const texts = (svg: string) => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe("GET /api/businesses/{id}/qr.svg", () => {
  it("draws the code of the business's page with its name beneath, cacheable by ETag", async () => {
    const { svg, response } = await poster(addresses.businessQr.href("blue-plate-diner"));
    const url = `${stackUrl()}${pages.business.href("blue-plate-diner")}`;
    expect(await decodeQrSvg(svg)).toBe(url);
    expect(texts(svg)[0]).toBe("Blue Plate Diner");
    expect(svg).toContain('<title id="qr-title">QR code: Blue Plate Diner</title>');
    expect(response.headers.get("cache-control")).toMatch(/^public, /);
    expect(response.headers.get("content-disposition")).toBe('inline; filename="blue-plate-diner-qr.svg"');
    const etag = response.headers.get("etag")!;
    const again = await stackFetch(addresses.businessQr.href("blue-plate-diner"), {
      headers: { "if-none-match": etag, "cache-control": "max-age=0" },
    });
    expect(again.status).toBe(304);
  });

  it("answers 404 in the error shape for an unknown or impossible id", async () => {
    for (const id of ["no-such-business", "bad id!"]) {
      const { status, body } = await api(addresses.businessQr.href(id));
      expect(status).toBe(404);
      expect(body).toMatchObject({ error: { code: "not_found", message: "Business not found." } });
    }
  });
});

describe("GET /api/events/{id}/qr.svg", () => {
  it("draws the code of the event's page with its title beneath", async () => {
    const { svg } = await poster(addresses.eventQr.href("wine-walk"));
    expect(await decodeQrSvg(svg)).toBe(`${stackUrl()}${pages.event.href("wine-walk")}`);
    expect(texts(svg)[0]).toBe("Wine Walk");
  });

  it("with ?date=, draws the code of that date's page, titled with the date", async () => {
    const { body } = await api(addresses.event.href("yearly-damboree-parade"));
    const parade = body as CommunityEvent;
    const { svg } = await poster(addresses.eventQr.href(parade.id, parade.date));
    expect(await decodeQrSvg(svg)).toBe(`${stackUrl()}${pages.event.href(parade.id, parade.date)}`);
    const title = `Damboree Fourth of July Parade, ${parade.displayDate}`;
    expect(svg).toContain(`<title id="qr-title">QR code: ${title}</title>`);
    expect(texts(svg)[0]).toMatch(/^Damboree /);
  });

  it("answers 404 for an unknown event and 400 for a date that isn't one", async () => {
    const missing = await api(addresses.eventQr.href("no-such-event"));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: "not_found", message: "Event not found." } });
    const badDate = await api(addresses.eventQr.href("wine-walk", "2026-02-30"));
    expect(badDate.status).toBe(400);
    expect(badDate.body).toMatchObject({ error: { code: "validation_failed" } });
  });
});
