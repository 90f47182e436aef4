import { clientAddress, normalise } from "./client-ip";

describe("clientAddress", () => {
  // Behind Firebase Hosting: "<whatever the client sent>, <client, appended by Hosting>, <Hosting, appended by Cloud Run>".
  it("takes the entry the first trusted proxy appended, ignoring what the client claimed", () => {
    expect(clientAddress("203.0.113.7, 35.1.2.3", "169.254.1.1", 2)).toBe("203.0.113.7");
    expect(clientAddress("6.6.6.6, 203.0.113.7, 35.1.2.3", "169.254.1.1", 2)).toBe("203.0.113.7");
    expect(clientAddress("1.1.1.1, 2.2.2.2, 3.3.3.3, 203.0.113.7, 35.1.2.3", undefined, 2)).toBe("203.0.113.7");
  });

  it("counts hops from the right for any configured number", () => {
    expect(clientAddress("6.6.6.6, 10.0.0.1", "127.0.0.1", 1)).toBe("10.0.0.1");
    expect(clientAddress("6.6.6.6, 10.0.0.1, 10.0.0.2, 10.0.0.3", undefined, 3)).toBe("10.0.0.1");
  });

  it("gives no address for a chain shorter than production's: the request skipped a proxy", () => {
    expect(clientAddress("203.0.113.7", "169.254.1.1", 2)).toBeNull();
    expect(clientAddress(" , ", "::ffff:127.0.0.1", 2)).toBeNull();
    expect(clientAddress("", "127.0.0.1", 1)).toBeNull();
  });

  it("falls back to the socket address without X-Forwarded-For (no proxy at all) or with no trusted hops", () => {
    expect(clientAddress(undefined, "127.0.0.1", 2)).toBe("127.0.0.1");
    expect(clientAddress(undefined, "::ffff:127.0.0.1", 2)).toBe("127.0.0.1");
    expect(clientAddress("6.6.6.6", "192.0.2.1", 0)).toBe("192.0.2.1");
  });

  it("gives every unparseable address the same shared key", () => {
    expect(clientAddress("not-an-ip, x", undefined, 1)).toBe("unknown");
    expect(clientAddress(undefined, undefined, 2)).toBe("unknown");
    expect(clientAddress("1.2.3.4:80", undefined, 1)).toBe("unknown");
  });
});

describe("normalise", () => {
  it("turns IPv4-mapped IPv6 into IPv4 and other spellings into one form", () => {
    expect(normalise("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(normalise("0xc6.51.100.4")).toBe("198.51.100.4");
  });

  it("groups IPv6 by /64, so one connection can't rotate through its own prefix", () => {
    const a = normalise("2001:db8:85a3:1234:1::1");
    expect(a).toBe("2001:db8:85a3:1234::/64");
    expect(normalise("2001:0db8:85a3:1234:ffff:ffff:ffff:ffff")).toBe(a);
    expect(normalise("2001:db8:85a3:1235::1")).not.toBe(a);
  });
});
