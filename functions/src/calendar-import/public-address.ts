/**
 * Which addresses a calendar may be fetched from (docs/decisions/0047-calendar-import.md): the function runs inside
 * Google's network, so an address staff type must not reach the metadata server, the project's own services or
 * anything else that isn't the public internet. A name is resolved once and refused unless every address it has is
 * public unicast; the request then connects to exactly those addresses (fetch-calendar.ts pins them).
 */
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/** An address as dns.lookup gives it. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (tests inject their own answers). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** Why an address is refused, in words for the staff member who typed it. */
export class AddressRefusal extends Error {
  override readonly name = "AddressRefusal";
}

const NOT_PUBLIC = "That address isn't reachable from the internet";

const cidr = (text: string) => ipaddr.parseCIDR(text);
/** Ranges ipaddr.js 1.9 calls unicast that aren't public: benchmarking (RFC 2544). */
const V4_NOT_PUBLIC = [cidr("198.18.0.0/15")].map(([ip, bits]) => [ip as ipaddr.IPv4, bits] as const);
/** IPv6 unicast on the internet is 2000::/3 (RFC 4291); within it, these aren't reachable hosts. */
const V6_GLOBAL = cidr("2000::/3") as [ipaddr.IPv6, number];
const V6_NOT_PUBLIC = [
  "2001::/23", // IETF protocol assignments: Teredo, benchmarking, ORCHID (RFC 6890)
  "2001:db8::/32", // documentation
  "2002::/16", // 6to4: carries an IPv4 address
  "3fff::/20", // documentation (RFC 9637)
].map((text) => cidr(text) as [ipaddr.IPv6, number]);

function v4IsAllowed(ip: ipaddr.IPv4, allowLoopback: boolean): boolean {
  const range = ip.range();
  if (range === "loopback") return allowLoopback;
  return range === "unicast" && !V4_NOT_PUBLIC.some(([net, bits]) => ip.match(net, bits));
}

/**
 * An IPv6 address is judged by the IPv4 address it stands for when it is IPv4-mapped (::ffff:a.b.c.d) or
 * IPv4-compatible (::a.b.c.d); the other forms that carry an IPv4 address (NAT64, SIIT, 6to4, Teredo) are refused
 * outright: a calendar server on the internet has an address of its own.
 */
function v6IsAllowed(ip: ipaddr.IPv6, allowLoopback: boolean): boolean {
  const range = ip.range();
  if (range === "loopback") return allowLoopback;
  const p = ip.parts;
  const embedsV4 =
    p[0] === 0 && p[1] === 0 && p[2] === 0 && p[3] === 0 && p[4] === 0 && (p[5] === 0xffff || p[5] === 0);
  if (embedsV4 && range !== "unspecified") {
    const v4 = new ipaddr.IPv4([p[6]! >> 8, p[6]! & 0xff, p[7]! >> 8, p[7]! & 0xff]);
    return v4IsAllowed(v4, allowLoopback);
  }
  return range === "unicast" && ip.match(V6_GLOBAL) && !V6_NOT_PUBLIC.some((net) => ip.match(net));
}

/** Whether one IP address may be connected to. Anything that doesn't parse is refused. */
function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  if (!isIP(address)) return false;
  const ip = ipaddr.parse(address);
  return ip.kind() === "ipv4"
    ? v4IsAllowed(ip as ipaddr.IPv4, allowLoopback)
    : v6IsAllowed(ip as ipaddr.IPv6, allowLoopback);
}

/** Names that only mean something inside a network (RFC 6761, 6762, 8375; GCP's metadata.google.internal). */
const PRIVATE_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|corp|private)$/;

/** Whether a host name (not an IP literal) may be looked up at all. */
function nameIsAllowed(name: string, allowLoopback: boolean): boolean {
  if (allowLoopback && name === "localhost") return true;
  // A single label ('metadata', 'intranet') is resolved through the machine's search domains, never the internet.
  return name.includes(".") && !PRIVATE_NAME.test(name) && /^[a-z0-9._-]+$/.test(name);
}

const HTTPS_ONLY = "The calendar's address must start with https://";

/** A loopback address: one allowed with allowLoopback and not without it. */
const isLoopback = (address: string) => isAllowedAddress(address, true) && !isAllowedAddress(address, false);

/** http is for the local stack's own servers: a public address is fetched over https even there. */
function plainHttpOnlyToLoopback(target: CheckedTarget): CheckedTarget {
  if (target.url.protocol === "http:" && !target.addresses.every((a) => isLoopback(a.address)))
    throw new AddressRefusal(HTTPS_ONLY);
  return target;
}

export interface CheckedTarget {
  url: URL;
  /** The host as written ('calendar.example.org' or an IP literal, without brackets). */
  host: string;
  /** Every address the host has, each one checked: the request connects to these and nothing else. */
  addresses: ResolvedAddress[];
}

/**
 * Reads a calendar address and checks where it leads: https (http only with allowLoopback, the local stack), no
 * user name or password, a public name, and every address it resolves to public. `webcal://` (how calendar
 * subscription links are written) is read as https. Throws AddressRefusal with the reason.
 */
export async function checkTarget(
  address: string | URL,
  { allowLoopback, resolve = systemResolver }: { allowLoopback: boolean; resolve?: Resolver },
): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(typeof address === "string" ? address.trim().replace(/^webcals?:\/\//i, "https://") : address);
  } catch {
    throw new AddressRefusal("That isn't a web address: it should start with https://");
  }
  if (url.protocol !== "https:" && !(allowLoopback && url.protocol === "http:")) throw new AddressRefusal(HTTPS_ONLY);
  if (url.username || url.password) throw new AddressRefusal("Leave the user name and password out of the address");
  // URL has already read every IPv4 notation (2130706433, 0x7f.1, 0177.0.0.1) as a dotted quad.
  const host = url.hostname
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "")
    .toLowerCase();
  if (isIP(host)) {
    if (!isAllowedAddress(host, allowLoopback)) throw new AddressRefusal(NOT_PUBLIC);
    return plainHttpOnlyToLoopback({ url, host, addresses: [{ address: host, family: isIP(host) === 6 ? 6 : 4 }] });
  }
  if (!nameIsAllowed(host, allowLoopback)) throw new AddressRefusal(NOT_PUBLIC);
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    throw new AddressRefusal("That address's site wasn't found");
  }
  if (addresses.length === 0) throw new AddressRefusal("That address's site wasn't found");
  // Every address: a name with one public and one private address could otherwise be connected to either.
  if (!addresses.every((a) => isAllowedAddress(a.address, allowLoopback))) throw new AddressRefusal(NOT_PUBLIC);
  return plainHttpOnlyToLoopback({ url, host, addresses });
}
