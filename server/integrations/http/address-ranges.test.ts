import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPublicAddress, nonPublicRange, parseIPv4, parseIPv6 } from "#server/integrations/http/address-ranges";

describe("nonPublicRange, IPv4", () => {
  it.each([
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["100.64.0.1", "shared (carrier-grade NAT)"],
    ["100.127.255.254", "shared (carrier-grade NAT)"],
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["169.254.169.254", "link-local"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.0.0.8", "reserved"],
    ["192.0.2.10", "documentation"],
    ["192.168.1.1", "private"],
    ["198.18.0.1", "benchmarking"],
    ["198.19.255.255", "benchmarking"],
    ["198.51.100.7", "documentation"],
    ["203.0.113.9", "documentation"],
    ["224.0.0.251", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "broadcast"],
  ])("%s is %s", (address, label) => {
    expect(nonPublicRange(address)).toBe(label);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "142.250.74.46",
    "100.63.255.255",
    "100.128.0.0",
    "172.15.255.255",
    "172.32.0.0",
    "192.169.0.1",
    "223.255.255.255",
  ])("%s is public", (address) => {
    expect(nonPublicRange(address)).toBeNull();
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("nonPublicRange, IPv6", () => {
  it.each([
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["febf:ffff::1", "link-local"],
    ["fc00::1", "unique-local"],
    ["fd12:3456:789a::1", "unique-local"],
    ["fec0::1", "private"],
    ["ff02::1", "multicast"],
    ["2001:db8::1", "documentation"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "reserved"],
    ["100::1", "reserved"],
    ["64:ff9b:1::1", "private"],
    // Outside global unicast (2000::/3), including the deprecated IPv4-compatible form.
    ["::2", "reserved"],
    ["::7f00:1", "reserved"],
    ["4000::1", "reserved"],
  ])("%s is %s", (address, label) => {
    expect(nonPublicRange(address)).toBe(label);
  });

  it("judges an IPv4 address carried inside IPv6 by its IPv4 part (mapped, NAT64, 6to4)", () => {
    expect(nonPublicRange("::ffff:127.0.0.1")).toBe("loopback");
    expect(nonPublicRange("::ffff:7f00:1")).toBe("loopback");
    expect(nonPublicRange("::ffff:10.1.2.3")).toBe("private");
    expect(nonPublicRange("::ffff:169.254.169.254")).toBe("link-local");
    expect(nonPublicRange("64:ff9b::a9fe:a9fe")).toBe("link-local");
    expect(nonPublicRange("64:ff9b::192.168.0.1")).toBe("private");
    expect(nonPublicRange("2002:7f00:0001::1")).toBe("loopback");
    expect(nonPublicRange("2002:c0a8:0101::1")).toBe("private");
    expect(nonPublicRange("::ffff:8.8.8.8")).toBeNull();
    expect(nonPublicRange("64:ff9b::808:808")).toBeNull();
    expect(nonPublicRange("2002:0808:0808::1")).toBeNull();
  });

  it.each(["2606:4700:4700::1111", "2a00:1450:4001:81c::200e", "2001:4860:4860::8888", "3fff:ffff::1"])(
    "%s is public",
    (address) => {
      expect(nonPublicRange(address)).toBeNull();
    },
  );
});

describe("the IANA registries' newer and globally reachable blocks", () => {
  it.each([
    ["192.88.99.1", "reserved"],
    ["2001:2::1", "benchmarking"],
    // RFC 9637 documentation prefix: not routed, though inside global unicast.
    ["3fff::1", "reserved"],
    ["5f00::1", "reserved"],
    ["64:ff9b:1::a9fe:a9fe", "private"],
  ])("%s is %s", (address, label) => {
    expect(nonPublicRange(address)).toBe(label);
  });

  // AS112 DNS sinks and AMT relays are anycast services on the public internet.
  it.each(["192.31.196.1", "192.175.48.1", "192.52.193.1", "2620:4f:8000::1"])("%s is public", (address) => {
    expect(nonPublicRange(address)).toBeNull();
  });
});

describe("anything that is not an IP address", () => {
  it.each(["", "localhost", "example.com", "127.1", "0x7f.0.0.1", "017.0.0.1", "2130706433", "1.2.3.4.5", "::g", "[::1]"])(
    "%j is refused as reserved",
    (text) => {
      expect(nonPublicRange(text)).toBe("reserved");
    },
  );
});

describe("parsing", () => {
  it("reads IPv4 and every IPv6 spelling of the same address alike", () => {
    expect(parseIPv4("1.2.3.4")).toBe(0x01020304n);
    expect(parseIPv6("::ffff:1.2.3.4")).toBe(parseIPv6("0:0:0:0:0:ffff:102:304"));
    expect(parseIPv6("2001:db8::8:800:200c:417a")).toBe(parseIPv6("2001:0db8:0000:0000:0008:0800:200c:417a"));
    expect(parseIPv6("1::")).toBe(1n << 112n);
  });

  it("classifies every IPv4 address the same way whether written as IPv4 or IPv4-mapped IPv6", () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        expect(nonPublicRange(`::ffff:${address}`)).toBe(nonPublicRange(address));
      }),
    );
  });
});
