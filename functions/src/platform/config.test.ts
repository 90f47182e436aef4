/** Production settings the function can't guess: each read from a fresh module with its own environment. */
type Config = typeof import("./config");

const PRODUCTION = {
  GCLOUD_PROJECT: "my-project",
  WEB_API_KEY: "key",
  WEB_APP_ID: "1:1:web:1",
  APP_CHECK_SITE_KEY: "site-key",
  SITE_URL: "https://main-street.example.org/",
  MAIL_FROM: "Main Street <no-reply@main-street.example.org>",
};

function configWith(environment: Record<string, string | undefined>): Config {
  const saved = process.env;
  process.env = { PATH: saved.PATH, ...environment } as NodeJS.ProcessEnv;
  try {
    let loaded: Config | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<Config>("./config");
    });
    loaded!.env(); // parsed now, while this environment is in place
    return loaded!;
  } finally {
    process.env = saved;
  }
}

describe("production configuration", () => {
  it("is complete with every required setting", () => {
    expect(configWith(PRODUCTION).productionConfigProblems()).toEqual([]);
  });

  it.each([
    ["SITE_URL", { SITE_URL: undefined }],
    ["SITE_URL", { SITE_URL: "http://main-street.example.org" }],
    ["MAIL_FROM", { MAIL_FROM: undefined }],
  ])("refuses to start without %s", (setting, change) => {
    const problems = configWith({ ...PRODUCTION, ...change }).productionConfigProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(setting);
  });

  it("builds mail links from SITE_URL alone, and fails rather than guess in production", () => {
    expect(configWith(PRODUCTION).mailSiteUrl()).toBe("https://main-street.example.org");
    expect(() => configWith({ ...PRODUCTION, SITE_URL: undefined }).mailSiteUrl()).toThrow(/SITE_URL/);
    expect(configWith({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" }).mailSiteUrl()).toBe("http://127.0.0.1:5000");
  });

  it("sends as MAIL_FROM, with a local sender only where it may be missing", () => {
    expect(configWith(PRODUCTION).mailFrom()).toBe(PRODUCTION.MAIL_FROM);
    expect(configWith({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" }).mailFrom()).toMatch(/@localhost>$/);
  });
});

describe("storage bucket", () => {
  it("is STORAGE_BUCKET, else the runtime's FIREBASE_CONFIG bucket, else the new-project default", () => {
    const runtime = JSON.stringify({ projectId: "my-project", storageBucket: "my-project.appspot.com" });
    expect(configWith({ ...PRODUCTION, STORAGE_BUCKET: "chosen", FIREBASE_CONFIG: runtime }).storageBucketName()).toBe(
      "chosen",
    );
    expect(configWith({ ...PRODUCTION, FIREBASE_CONFIG: runtime }).storageBucketName()).toBe("my-project.appspot.com");
    expect(configWith({ ...PRODUCTION, FIREBASE_CONFIG: "not json" }).storageBucketName()).toBe(
      "my-project.firebasestorage.app",
    );
    expect(configWith(PRODUCTION).storageBucketName()).toBe("my-project.firebasestorage.app");
  });
});

describe("list cache version checks", () => {
  it("reread the version every 2 s unless CACHE_VERSION_CHECK_MS says otherwise (0: on every request)", () => {
    expect(configWith(PRODUCTION).env().CACHE_VERSION_CHECK_MS).toBe(2000);
    expect(configWith({ ...PRODUCTION, CACHE_VERSION_CHECK_MS: "0" }).env().CACHE_VERSION_CHECK_MS).toBe(0);
  });

  it.each(["-1", "soon", "1.5", "600000"])("refuse to start with CACHE_VERSION_CHECK_MS=%s", (value) => {
    expect(() => configWith({ ...PRODUCTION, CACHE_VERSION_CHECK_MS: value })).toThrow(
      "Invalid environment: CACHE_VERSION_CHECK_MS",
    );
  });
});

describe("mail links", () => {
  it("are never built from a request's headers: only sign-in and canonical links read the request's origin", () => {
    const { readdirSync, readFileSync } = jest.requireActual<typeof import("node:fs")>("node:fs");
    const path = jest.requireActual<typeof import("node:path")>("node:path");
    const src = path.join(__dirname, "..");
    const readers = (readdirSync(src, { recursive: true }) as string[])
      .filter((file) => file.endsWith(".ts") && !file.includes(".test."))
      .filter((file) => /\bsiteOrigin\(/.test(readFileSync(path.join(src, file), "utf8")))
      .sort();
    expect(readers).toEqual(["auth/navigation-routes.ts", "auth/site-origin.ts", "seo/origin.ts"]);
  });
});
