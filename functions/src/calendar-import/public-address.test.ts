/**
 * The import's address guard (docs/decisions/0047-calendar-import.md): every hostile address below is refused by the
 * real check — URL parsing, the name rules, dns.lookup for IP literals, ipaddr.js's ranges — and ordinary public
 * addresses pass. Names that need DNS get their answers from a stub resolver (the tests run offline).
 */
import { checkTarget, type ResolvedAddress, type Resolver } from "./public-address";

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });

/** Stub DNS: these names have these answers; any other name doesn't exist. */
const ANSWERS: Record<string, ResolvedAddress[]> = {
  "calendar.example.org": [v4("93.184.216.34"), v6("2606:2800:220:1:248:1893:25c8:1946")],
  "rebind.example.com": [v4("93.184.216.34"), v4("127.0.0.1")],
  "private.example.com": [v4("10.1.2.3")],
  "metadata.example.com": [v4("169.254.169.254")],
  "ula.example.com": [v6("fd00::1")],
  "mapped.example.com": [v6("::ffff:169.254.169.254")],
  "nat64.example.com": [v6("64:ff9b::a9fe:a9fe")],
  "empty.example.com": [],
};
const stubDns: Resolver = async (name) => {
  const answer = ANSWERS[name];
  if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: "ENOTFOUND" });
  return answer;
};

const HOSTILE = [
  // Loopback in every notation WHATWG URL reads as 127.0.0.1.
  "https://127.0.0.1/calendar.ics",
  "https://2130706433/",
  "https://0177.0.0.1/",
  "https://0x7f000001/",
  "https://0x7f.0.0.1/",
  "https://017700000001/",
  "https://127.1/",
  "https://127.0.0.1./",
  "https://１２７.０.０.１/",
  "https://127.255.255.254:8443/",
  // IPv6 loopback, unspecified, and IPv4 carried inside IPv6.
  "https://[::1]/",
  "https://[0:0:0:0:0:0:0:1]/",
  "https://[::]/",
  "https://[::ffff:127.0.0.1]/",
  "https://[::ffff:7f00:1]/",
  "https://[0:0:0:0:0:ffff:127.0.0.1]/",
  "https://[::127.0.0.1]/",
  "https://[::ffff:10.0.0.1]/",
  "https://[::ffff:169.254.169.254]/",
  "https://[::ffff:0:7f00:1]/",
  "https://[64:ff9b::a9fe:a9fe]/",
  "https://[64:ff9b::808:808]/",
  "https://[2002:7f00:1::1]/",
  "https://[2002:a9fe:a9fe::1]/",
  "https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/",
  // Private, link-local, multicast, documentation and other non-public IPv6.
  "https://[fc00::1]/",
  "https://[fd12:3456:789a::1]/",
  "https://[fe80::1]/",
  "https://[fec0::1]/",
  "https://[ff02::1]/",
  "https://[2001:db8::1]/",
  "https://[3fff::1]/",
  "https://[100::1]/",
  // Non-public IPv4.
  "https://0.0.0.0/",
  "https://0/",
  "https://0.1.2.3/",
  "https://10.0.0.1/",
  "https://10.255.255.255/",
  "https://172.16.0.1/",
  "https://172.31.255.254/",
  "https://192.168.1.1/",
  "https://100.64.0.1/",
  "https://100.100.100.200/",
  "https://169.254.169.254/computeMetadata/v1/",
  "https://169.254.0.1/",
  "https://224.0.0.1/",
  "https://239.255.255.250/",
  "https://255.255.255.255/",
  "https://240.0.0.1/",
  "https://192.0.0.8/",
  "https://192.0.2.1/",
  "https://198.51.100.7/",
  "https://203.0.113.9/",
  "https://198.18.0.1/",
  // User-info tricks: refused outright, whatever the host.
  "https://evil@127.0.0.1/",
  "https://127.0.0.1:443@calendar.example.org/",
  "https://user:pass@calendar.example.org/",
  // Names that only mean something inside a network.
  "https://metadata.google.internal/computeMetadata/v1/",
  "https://METADATA.GOOGLE.INTERNAL./",
  "https://metadata/",
  "https://localhost/",
  "https://LOCALHOST./",
  "https://app.localhost/",
  "https://printer.local/",
  "https://router.home.arpa/",
  // Names whose answers aren't all public (DNS rebinding, private records).
  "https://rebind.example.com/",
  "https://private.example.com/",
  "https://metadata.example.com/",
  "https://ula.example.com/",
  "https://mapped.example.com/",
  "https://nat64.example.com/",
  "https://empty.example.com/",
  "https://nowhere.example.com/",
  // Schemes other than https, and things that aren't addresses.
  "http://8.8.8.8/calendar.ics",
  "http://calendar.example.org/",
  "ftp://8.8.8.8/calendar.ics",
  "file:///etc/passwd",
  "gopher://127.0.0.1:25/",
  "javascript:alert(1)",
  "data:text/calendar,BEGIN:VCALENDAR",
  "not an address",
  "",
];

/** Refused even on the local stack, where loopback and http are allowed. */
const HOSTILE_ON_LOCAL_STACK = [
  "http://10.0.0.1/",
  "http://169.254.169.254/latest/meta-data/",
  "http://[fd00::1]/",
  "http://192.168.0.1:5000/",
  "http://100.100.100.200/",
  "http://metadata.google.internal/",
  "http://[::ffff:169.254.169.254]/",
  "http://private.example.com/",
];

async function refusal(address: string, allowLoopback: boolean): Promise<string | null> {
  try {
    await checkTarget(address, { allowLoopback, resolve: stubDns });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("the calendar address guard", () => {
  let refused = 0;
  afterAll(() => console.log(`calendar address guard: ${refused} hostile addresses refused`));

  it("refuses every hostile address", async () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
    const passed: string[] = [];
    for (const address of HOSTILE) {
      if ((await refusal(address, false)) === null) passed.push(address);
      else refused += 1;
    }
    expect(passed).toEqual([]);
  });

  it("refuses private and metadata addresses on the local stack too", async () => {
    const passed: string[] = [];
    for (const address of HOSTILE_ON_LOCAL_STACK) {
      if ((await refusal(address, true)) === null) passed.push(address);
      else refused += 1;
    }
    expect(passed).toEqual([]);
  });

  it("says why, in words", async () => {
    expect(await refusal("https://169.254.169.254/", false)).toBe("That address isn't reachable from the internet");
    expect(await refusal("http://8.8.8.8/", false)).toBe("The calendar's address must start with https://");
    expect(await refusal("https://a:b@calendar.example.org/", false)).toMatch(/user name and password/);
    expect(await refusal("https://nowhere.example.com/", false)).toBe("That address's site wasn't found");
  });

  it("lets public addresses through, with every address they resolve to", async () => {
    for (const address of ["https://8.8.8.8/cal.ics", "https://[2606:4700:4700::1111]/", "https://[::ffff:8.8.8.8]/"])
      expect(await refusal(address, false)).toBeNull();
    const target = await checkTarget("webcal://calendar.example.org/feed.ics", {
      allowLoopback: false,
      resolve: stubDns,
    });
    expect(target.url.href).toBe("https://calendar.example.org/feed.ics");
    expect(target.addresses).toEqual(ANSWERS["calendar.example.org"]);
  });

  it("allows loopback over http on the local stack only", async () => {
    for (const address of ["http://127.0.0.1:5000/cal.ics", "http://[::1]:5000/", "http://0x7f.1:5000/"])
      expect(await refusal(address, true)).toBeNull();
    // localhost resolves through the machine's own hosts file, with the real dns.lookup.
    const local = await checkTarget("http://localhost:5000/", { allowLoopback: true });
    expect(local.addresses.length).toBeGreaterThan(0);
    expect(await refusal("http://localhost:5000/", false)).not.toBeNull();
  });
});
