/**
 * The site's clock on the local stack (platform/clock.ts): a request's X-Test-Clock header or test_clock cookie sets
 * the day the API and the rendered pages answer for; a clock that isn't an instant is refused.
 */
import { addDays, todayInSiteZone } from "@main-street/domain/dates";
import { api, stackFetch } from "../../../scripts/test/stack-env";
import { testToday } from "../../../scripts/test/test-clock";

/** Two weeks from the machine's today, at 23:30 in Los Angeles: 07:30 UTC the next day. */
const later = addDays(testToday(), 14);
const lateEvening = new Date(`${later}T23:30:00-08:00`);
const laDay = todayInSiteZone(lateEvening);

test("the API answers for the day of the request's clock, in Los Angeles", async () => {
  const week = await api("/api/this-week", { clock: lateEvening });
  expect(week.status).toBe(200);
  expect([week.body.from, week.body.to]).toEqual([laDay, addDays(laDay, 6)]);

  // The seeded weekly market (every Saturday) shows at its next date on or after that day.
  const events = await api("/api/events", { clock: lateEvening });
  const market = (events.body as { id: string; date: string }[]).find((e) => e.id === "saturday-farmers-market")!;
  const saturday = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => addDays(laDay, i))
    .find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 6);
  expect(market.date).toBe(saturday);
});

test("a browser's cookie sets it too, and the header wins over it", async () => {
  const byCookie = await stackFetch("/api/this-week", {
    clock: null,
    headers: { cookie: `test_clock=${lateEvening.toISOString()}` },
  });
  expect(((await byCookie.json()) as { from: string }).from).toBe(laDay);
  const both = await stackFetch("/api/this-week", {
    clock: new Date(`${addDays(later, 3)}T12:00:00-08:00`),
    headers: { cookie: `test_clock=${lateEvening.toISOString()}` },
  });
  expect(((await both.json()) as { from: string }).from).toBe(addDays(later, 3));
});

test("the rendered page shows the clock's day", async () => {
  const page = await stackFetch("/this-week", { clock: lateEvening });
  expect(page.status).toBe(200);
  const [y, m, d] = laDay.split("-").map(Number) as [number, number, number];
  const monthDay = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  expect(await page.text()).toContain(monthDay);
});

test("a clock that isn't an instant is refused with the API's error shape", async () => {
  for (const clock of ["2028-02-30T00:00:00Z", "next tuesday", "2028-02-29"]) {
    const response = await stackFetch("/api/this-week", { clock: null, headers: { "x-test-clock": clock } });
    expect([clock, response.status]).toEqual([clock, 400]);
    expect(await response.json()).toEqual({
      error: {
        code: "bad_request",
        message: 'A test clock is an ISO 8601 instant with its offset, e.g. "2028-02-29T12:00:00Z".',
      },
    });
  }
});
