/**
 * The function under production's runtime (docs/decisions/0060-no-work-after-the-answer.md): the built `api`
 * served by the Functions Framework, as Cloud Run runs it, with its CPU stopped after every answer and given back
 * only for the next request (Cloud Run throttles an instance that serves no request), then stopped with SIGTERM
 * (which the Functions Framework answers with process.exit). Whatever was answered must be in the database then:
 * every beacon answered 204 counted, every form answered 201 stored with its staff notice sent, nothing twice.
 * The same requests go to the functions emulator of the shared stack, which never stops a function, so the two
 * runtimes must store the same.
 */
import { randomUUID } from "node:crypto";
import { STATS_COLLECTION } from "@main-street/domain/listing-stats";
import { caughtMail } from "../../scripts/test/caught-mail";
import { startFunctionsFramework, type FrameworkInstance } from "../../scripts/test/functions-framework";
import { countStored, storedDocs } from "../../scripts/test/stored";
import { adminForTests, stackFetch, testNamespace } from "../../scripts/test/stack-env";
import type { StackAdmin } from "../../scripts/stack/admin";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Each runtime counts for listings of its own and sends forms under names of its own, so their results stay apart. */
const RUNTIMES = {
  "the Functions Framework (Cloud Run)": {
    views: ["blue-plate-diner", "spillway-books"],
    cards: ["trattoria-nevada", "hoover-mercantile", "switchyard-bbq"],
  },
  "the functions emulator": {
    views: ["desert-sun-coffee", "casa-colorado-cantina"],
    cards: ["lakeside-pho-and-noodle", "ironworkers-pub", "canyon-wine-bar"],
  },
} as const;
type RuntimeName = keyof typeof RUNTIMES;

const BEACONS_PER_LISTING = 4;
const FORMS = 3;

let admin: StackAdmin;
let network = 0;
const results = new Map<RuntimeName, { counted: Map<string, number>; stored: string[] }>();

beforeAll(() => {
  admin = adminForTests();
});
afterAll(async () => {
  await admin?.close();
});

type Send = (path: string, init: RequestInit) => Promise<Response>;

/**
 * The requests a quiet site's instance serves one at a time: contact forms, then page views' and directory pages'
 * beacons, with `between` run after each answer (the CPU stopped) and before the next request (given back).
 */
async function serve(name: RuntimeName, send: Send, between: { after(): void; before(): void }) {
  const { views, cards } = RUNTIMES[name];
  const counted = new Map<string, number>();
  const stored: string[] = [];
  const request = async (path: string, init: RequestInit) => {
    between.before();
    const response = await send(path, init);
    await response.arrayBuffer();
    between.after();
    return response.status;
  };
  const beacon = (kind: "view" | "appearance", ids: readonly string[]) =>
    request("/api/stats", {
      method: "POST",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": CHROME,
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": `198.51.100.${++network}`,
      },
      body: JSON.stringify({ view: randomUUID(), kind, ids }),
    });
  const marker = randomUUID().slice(0, 8);
  for (let i = 0; i < FORMS; i++) {
    const lastName = `Runtime${marker}x${i}`;
    const status = await request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${++network}` },
      body: JSON.stringify({
        firstName: "Cloud",
        lastName,
        email: `runtime-${marker}-${i}@example.com`,
        inquiryType: "other",
        message: `Sent under ${name}.`,
      }),
    });
    stored.push(status === 201 ? lastName : `${lastName} answered ${status}`);
  }
  for (let i = 0; i < BEACONS_PER_LISTING; i++) {
    for (const id of views) {
      if ((await beacon("view", [id])) === 204) counted.set(`views ${id}`, (counted.get(`views ${id}`) ?? 0) + 1);
    }
    if ((await beacon("appearance", cards)) === 204) {
      for (const id of cards) counted.set(`appearances ${id}`, (counted.get(`appearances ${id}`) ?? 0) + 1);
    }
  }
  results.set(name, { counted, stored });
}

/** One listing's counter, summed over its days and shards. */
async function countedFor(counter: string, businessId: string): Promise<number> {
  const docs = await storedDocs(admin.db, STATS_COLLECTION, { businessId });
  return docs.reduce((sum, doc) => sum + (typeof doc[counter] === "number" ? (doc[counter] as number) : 0), 0);
}

/** What the database and the mail catcher hold for a runtime's requests, beside what it answered. */
async function expectEverythingAnsweredStored(name: RuntimeName) {
  const { counted, stored } = results.get(name)!;
  const { views, cards } = RUNTIMES[name];
  const answered = new Map<string, number>();
  const found = new Map<string, number>();
  for (const [counter, ids] of [
    ["views", views],
    ["appearances", cards],
  ] as const) {
    for (const id of ids) {
      answered.set(`${counter} ${id}`, counted.get(`${counter} ${id}`) ?? 0);
      found.set(`${counter} ${id}`, await countedFor(counter, id));
    }
  }
  // Every beacon of the run is answered 204 (a fresh page view from a fresh network), and each is counted once.
  expect([...answered.values()].every((n) => n === BEACONS_PER_LISTING)).toBe(true);
  expect(found).toEqual(answered);

  expect(stored.filter((lastName) => lastName.includes(" "))).toEqual([]);
  expect(stored).toHaveLength(FORMS);
  for (const lastName of stored) {
    expect(await countStored(admin.db, "contact_submissions", { lastName })).toBe(1);
    const items = await storedDocs(admin.db, "inbox", { name: `Cloud ${lastName}` });
    expect(items).toHaveLength(1);
    const notices = (await caughtMail()).filter(
      (mail) => mail.subject === `New contact message from Cloud ${lastName}`,
    );
    expect(notices).toHaveLength(1);
  }
  expect(await countStored(admin.db, "mail_outbox", { kind: "staff_notice", state: "sent" })).toBeGreaterThanOrEqual(
    FORMS,
  );
}

describe("the Functions Framework, frozen between requests, then stopped", () => {
  const name: RuntimeName = "the Functions Framework (Cloud Run)";
  let instance: FrameworkInstance;

  beforeAll(async () => {
    const ports = JSON.parse(process.env.STACK_PORTS ?? "{}") as { smtp?: number };
    instance = await startFunctionsFramework("api", {
      ...(JSON.parse(process.env.STACK_ADMIN_ENV ?? "{}") as Record<string, string>),
      FUNCTIONS_EMULATOR: "true", // the local stack's settings and test namespaces; the runtime is Cloud Run's
      TEST_NAMESPACE_REQUIRED: "true",
      CACHE_VERSION_CHECK_MS: "0",
      TRUSTED_PROXY_HOPS: "1", // the test plays Hosting
      STAFF_EMAILS: "staff-runtime@example.com",
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      MAIL_FROM: "Boulder City Main Street <no-reply@localhost>",
    });
  });
  afterAll(async () => {
    await instance?.terminate();
  });

  it("has written everything it answered when SIGTERM stops it", async () => {
    const send: Send = (path, init) =>
      fetch(instance.url + path, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), "x-test-namespace": testNamespace() },
      });
    await serve(name, send, { after: () => instance.freeze(), before: () => instance.thaw() });
    const exit = await instance.terminate();
    expect(exit.code ?? exit.signal).not.toBe("SIGKILL");
    await expectEverythingAnsweredStored(name);
  });

  it("logged the number of X-Forwarded-For entries once, never an address", () => {
    const lines = instance.output().split("\n");
    const chain = lines.filter((line) => line.includes("client address chain"));
    expect(chain).toHaveLength(1);
    expect(JSON.parse(chain[0]!)).toMatchObject({ entries: 1, trustedProxyHops: 1 });
    expect(instance.output()).not.toContain("198.51.100.");
  });
});

describe("the functions emulator", () => {
  const name: RuntimeName = "the functions emulator";

  it("stores the same: everything it answered", async () => {
    await serve(name, stackFetch, { after: () => undefined, before: () => undefined });
    await expectEverythingAnsweredStored(name);
  });
});
