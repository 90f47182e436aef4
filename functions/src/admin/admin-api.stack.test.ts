/** What the admin API does for an admin: writes that show on the public API at once, 404s and refusals of bad input. */
import type { StackAdmin } from "../../../scripts/stack/admin";
import { adminApiPath, bingoSquareKind, businessKind, eventKind, publicApiPath } from "@main-street/domain/records";
import { adminForTests, api } from "../../../scripts/test/stack-env";
import { countStored } from "../../../scripts/test/stored";
import {
  apiAs,
  seededAccount,
  sessionsFor,
  signIn,
  uniqueAccount,
  type TestSession,
} from "../../../scripts/test/sessions";

let stack: StackAdmin;
let admin: TestSession;

beforeAll(async () => {
  stack = adminForTests();
  ({ admin } = await sessionsFor("api"));
});
afterAll(() => stack.close());

const LIFECYCLES = [
  {
    kind: eventKind,
    create: {
      title: "Admin API Parade",
      description: "<p>Floats on Nevada Way</p>",
      date: "March 5, 2031",
      time: "10:00 AM",
      category: "Festival",
    },
    created: { title: "Admin API Parade", date: "2031-03-05", displayDate: "March 5, 2031", featured: "false" },
    listedAt: "/api/events",
    update: { title: "Admin API Parade (moved)", date: "2031-03-06", excerpt: "Moved a day" },
    shown: { title: "Admin API Parade (moved)", date: "2031-03-06", time: "10:00 AM", excerpt: "Moved a day" },
  },
  {
    kind: businessKind,
    create: {
      name: "Admin API Bakery",
      category: "confectionery",
      tags: "bread, , pastry ",
      website: "https://bakery.example",
      featured: "true",
    },
    created: { name: "Admin API Bakery", tags: ["bread", "pastry"], featured: "true" },
    listedAt: "/api/businesses/category?category=confectionery",
    update: { name: "Admin API Bakery & Cafe", category: "coffee", hoursNote: "7-3 daily" },
    shown: {
      name: "Admin API Bakery & Cafe",
      category: "coffee",
      hours: null,
      hoursNote: "7-3 daily",
      lat: null,
      lng: null,
    },
  },
  {
    kind: businessKind,
    create: { name: "Admin API Night Owl", category: "restaurants", lat: 35.9791, lng: -114.8342 },
    created: { name: "Admin API Night Owl", lat: 35.9791, lng: -114.8342 },
    listedAt: "/api/businesses",
    update: {
      name: "Admin API Night Owl",
      category: "restaurants",
      hours: [{ days: ["Fr", "Sa"], opens: "17:00", closes: "02:00" }],
      lat: null,
      lng: null,
    },
    // The older list form is stored as the week (docs/product.md#hours).
    shown: {
      hours: {
        Mo: [],
        Tu: [],
        We: [],
        Th: [],
        Fr: [{ opens: "17:00", closes: "02:00" }],
        Sa: [{ opens: "17:00", closes: "02:00" }],
        Su: [],
      },
      lat: null,
      lng: null,
    },
  },
];

test("bingo squares: created, updated and deleted, and GET /api/bingo-squares shows each change in card order", async () => {
  const listed = async () => (await api(publicApiPath(bingoSquareKind))).body as { id: string; title: string }[];
  const made = await apiAs(admin, "POST", adminApiPath(bingoSquareKind), { title: "Admin API Fountain", order: 0 });
  expect(made.status).toBe(201);
  expect(made.body).toMatchObject({ title: "Admin API Fountain", hint: "", image: "", order: 0 });
  const id = made.body.id as string;
  expect((await listed())[0]).toMatchObject({ id, title: "Admin API Fountain" });
  expect((await api(`${publicApiPath(bingoSquareKind)}/${id}`)).body).toMatchObject({ id, order: 0 });

  const update = { title: "Admin API Fountain, moved", hint: "Now last", order: 999 };
  expect((await apiAs(admin, "PUT", adminApiPath(bingoSquareKind, id), update)).status).toBe(200);
  expect((await listed()).at(-1)).toMatchObject({ id, ...update });

  expect((await apiAs(admin, "DELETE", adminApiPath(bingoSquareKind, id))).status).toBe(204);
  expect((await listed()).map((s) => s.id)).not.toContain(id);
  expect((await api(`${publicApiPath(bingoSquareKind)}/${id}`)).status).toBe(404);
  expect(await listed()).toHaveLength(24);
});

test.each(LIFECYCLES)(
  "$kind.label: created, updated and deleted, and the public API shows each change",
  async ({ kind, create, created, listedAt, update, shown }) => {
    const made = await apiAs(admin, "POST", adminApiPath(kind), create);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject(created);
    const id = made.body.id as string;
    const publicPath = `${publicApiPath(kind)}/${id}`;
    expect((await api(listedAt)).body.map((record: { id: string }) => record.id)).toContain(id);

    expect((await apiAs(admin, "PUT", adminApiPath(kind, id), update)).status).toBe(200);
    expect((await api(publicPath)).body).toMatchObject(shown);

    expect((await apiAs(admin, "DELETE", adminApiPath(kind, id))).status).toBe(204);
    expect((await api(publicPath)).status).toBe(404);
    expect((await api(listedAt)).body.map((record: { id: string }) => record.id)).not.toContain(id);
  },
);

test.each([
  ["PUT", "/api/admin/events/no-such-event", { title: "x" }, "Event not found."],
  ["DELETE", "/api/admin/events/no-such-event", undefined, "Event not found."],
  ["PUT", "/api/admin/businesses/no-such-business", { name: "x", category: "coffee" }, "Business not found."],
  ["DELETE", "/api/admin/businesses/no-such-business", undefined, "Business not found."],
  ["PUT", "/api/admin/bingo-squares/no-such-square", { title: "x" }, "Bingo Square not found."],
  ["DELETE", "/api/admin/bingo-squares/no-such-square", undefined, "Bingo Square not found."],
  ["PUT", "/api/admin/users/no-such-user/role", { role: "admin" }, "User not found."],
])("%s %s answers 404", async (method, path, body, message) => {
  const response = await apiAs(admin, method, path, body);
  expect(response.status).toBe(404);
  expect(response.body.error.message).toBe(message);
});

test.each([
  [
    "an event without a date",
    "events",
    "/api/admin/events",
    { title: "No date", description: "<p>x</p>" },
    { date: "Date is required" },
  ],
  [
    "an event with an impossible date",
    "events",
    "/api/admin/events",
    { title: "Bad", description: "x", date: "February 30, 2031" },
    { date: "Enter a date like 2025-03-05 or March 5, 2025" },
  ],
  [
    "a business in a category the site does not list",
    "businesses",
    "/api/admin/businesses",
    { name: "Garage", category: "Automotive" },
    { category: expect.stringMatching(/^Category must be one of/) },
  ],
  [
    "a business with a latitude but no longitude",
    "businesses",
    "/api/admin/businesses",
    { name: "Half pin", category: "coffee", lat: 35.97 },
    { lng: "Give both latitude and longitude, or neither" },
  ],
  [
    "a bingo square whose title doesn't fit a card cell",
    "bingo-squares",
    "/api/admin/bingo-squares",
    { title: "A title far too long to fit on a phone's bingo square" },
    { title: "Title must be at most 40 characters" },
  ],
  [
    "a business without a name",
    "businesses",
    "/api/admin/businesses",
    { category: "coffee" },
    { name: "Name is required" },
  ],
])("refuses %s with a readable message and stores nothing", async (_label, collection, path, body, fields) => {
  const before = await countStored(stack.db, collection);
  const response = await apiAs(admin, "POST", path, body);
  expect(response.status).toBe(400);
  expect(response.body.error.fields).toEqual(fields);
  expect(await countStored(stack.db, collection)).toBe(before);
});

test("a role must be 'user' or 'admin'", async () => {
  const target = await signIn(uniqueAccount("bad-role"));
  const response = await apiAs(admin, "PUT", `/api/admin/users/${target.uid}/role`, { role: "owner" });
  expect(response.status).toBe(400);
  expect(response.body.error.fields).toEqual({ role: "Role must be 'user' or 'admin'" });
  expect((await stack.db.doc(`users/${target.uid}`).get()).get("role")).toBe("user");
});

test("GET /api/admin/users lists accounts with their roles", async () => {
  const response = await apiAs(admin, "GET", "/api/admin/users");
  expect(response.status).toBe(200);
  expect(response.body).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ email: seededAccount("admin").email, role: "admin" }),
      expect.objectContaining({ email: seededAccount("user").email, role: "user" }),
      expect.objectContaining({ id: admin.uid, role: "admin" }),
    ]),
  );
});

test.each([
  ["an image path that climbs to the API", "/images/../api/logout"],
  ["an image path with backslashes", "/images\\..\\api\\logout"],
  ["a plain-http image address", "http://images.example.org/a.jpg"],
])("refuses %s with a field message and stores nothing", async (_label, image) => {
  const before = await countStored(stack.db, "businesses");
  const response = await apiAs(admin, "POST", "/api/admin/businesses", {
    name: "Image check",
    category: "coffee",
    image,
  });
  expect(response.status).toBe(400);
  expect(response.body.error.fields).toEqual({
    image: "Image must be an uploaded image or a web address starting with https://",
  });
  expect(await countStored(stack.db, "businesses")).toBe(before);
});

test("a business name with a line break is refused with a field message", async () => {
  const before = await countStored(stack.db, "businesses");
  const response = await apiAs(admin, "POST", "/api/admin/businesses", {
    name: "Shop\r\nMETHOD:CANCEL",
    category: "coffee",
  });
  expect(response.status).toBe(400);
  expect(response.body.error.fields).toEqual({ name: "Name can't contain line breaks or control characters" });
  expect(await countStored(stack.db, "businesses")).toBe(before);
});

describe("every write bumps the public caches' version in the same commit as the change", () => {
  // One commit gives every document it writes the same update time; a bump after the commit would differ.
  const versionTime = async () => (await stack.db.doc("_meta/cache").get()).updateTime!;

  it.each([
    {
      kind: eventKind,
      create: { title: "Same-commit check", description: "<p>x</p>", date: "2031-04-01" },
      update: { title: "Same-commit check 2" },
    },
    {
      kind: businessKind,
      create: { name: "Same-commit Shop", category: "coffee" },
      update: { name: "Same-commit Shop 2", category: "coffee" },
    },
  ])("for $kind.plural: create and update", async ({ kind, create, update }) => {
    const created = await apiAs(admin, "POST", adminApiPath(kind), create);
    expect(created.status).toBe(201);
    const ref = stack.db.doc(`${kind.collection}/${created.body.id}`);
    expect((await versionTime()).isEqual((await ref.get()).updateTime!)).toBe(true);

    expect((await apiAs(admin, "PUT", adminApiPath(kind, created.body.id), update)).status).toBe(200);
    expect((await versionTime()).isEqual((await ref.get()).updateTime!)).toBe(true);
    expect((await apiAs(admin, "DELETE", adminApiPath(kind, created.body.id))).status).toBe(204);
  });
});
