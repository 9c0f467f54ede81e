// Which IP addresses an outgoing request may reach: admins type the URLs the link checker follows, so
// http://169.254.169.254/ (cloud metadata) or 127.0.0.1 would otherwise probe our own network. Pure: the caller
// resolves DNS. Ranges are ipaddr.js's copy of the IANA special-purpose registries.
import { isIPv4, isIPv6 } from "node:net";
import ipaddr from "ipaddr.js";

export type NonPublicRange =
  | "unspecified"
  | "loopback"
  | "private"
  | "shared (carrier-grade NAT)"
  | "link-local"
  | "unique-local"
  | "multicast"
  | "broadcast"
  | "documentation"
  | "benchmarking"
  | "reserved";

// "public": globally reachable per IANA (the AS112 sinks and AMT relays are anycast). A name missing here is refused.
const RANGE_LABELS: Record<string, NonPublicRange | "public"> = {
  unicast: "public",
  as112: "public",
  as112v6: "public",
  amt: "public",
  unspecified: "unspecified",
  loopback: "loopback",
  private: "private",
  deprecatedSiteLocal: "private",
  carrierGradeNat: "shared (carrier-grade NAT)",
  linkLocal: "link-local",
  uniqueLocal: "unique-local",
  multicast: "multicast",
  broadcast: "broadcast",
  benchmarking: "benchmarking",
};

const v4 = (text: string) => ipaddr.IPv4.parseCIDR(text);
const v6 = (text: string) => ipaddr.IPv6.parseCIDR(text);
// ipaddr.js files these under "reserved"; the message names them more exactly.
const DOCUMENTATION_V4 = [v4("192.0.2.0/24"), v4("198.51.100.0/24"), v4("203.0.113.0/24")];
const DOCUMENTATION_V6 = v6("2001:db8::/32");
const BENCHMARKING_V4 = v4("198.18.0.0/15");
// IPv6 outside 2000::/3 that ipaddr.js calls "unicast" (::2, 4000::1…) is not routed on the internet.
const GLOBAL_UNICAST_V6 = v6("2000::/3");
// The well-known NAT64 prefix carries an IPv4 address in its last 32 bits; 64:ff9b:1::/48 is private.
const NAT64 = v6("64:ff9b::/96");

/** ipaddr.js alone also accepts "127.1" and octal forms. */
function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (isIPv4(address)) return ipaddr.IPv4.parse(address);
  if (isIPv6(address.replace(/%.*$/, ""))) return ipaddr.IPv6.parse(address);
  return null;
}

const toBigInt = (bytes: number[]) => bytes.reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n);

export function parseIPv4(address: string): bigint | null {
  return isIPv4(address) ? toBigInt(ipaddr.IPv4.parse(address).toByteArray()) : null;
}

export function parseIPv6(address: string): bigint | null {
  const parsed = parse(address);
  return parsed?.kind() === "ipv6" ? toBigInt(parsed.toByteArray()) : null;
}

function classifyIPv4(address: ipaddr.IPv4): NonPublicRange | null {
  const name = address.range();
  if (name === "reserved") {
    if (DOCUMENTATION_V4.some((range) => address.match(range))) return "documentation";
    if (address.match(BENCHMARKING_V4)) return "benchmarking";
  }
  const label = RANGE_LABELS[name] ?? "reserved";
  return label === "public" ? null : label;
}

/** Bits 16 to 48 of 2002:AABB:CCDD::. */
function sixToFourIPv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const [, high = 0, low = 0] = address.parts;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function classifyIPv6(address: ipaddr.IPv6): NonPublicRange | null {
  const name = address.range();
  // Blocks that carry an IPv4 address inside an IPv6 one: the IPv4 part decides.
  if (name === "ipv4Mapped" || (name === "rfc6052" && address.match(NAT64))) {
    return classifyIPv4(new ipaddr.IPv4(address.toByteArray().slice(12)));
  }
  if (name === "6to4") return classifyIPv4(sixToFourIPv4(address));
  if (name === "rfc6052") return "private";
  if (name === "reserved" && address.match(DOCUMENTATION_V6)) return "documentation";
  if (name === "unicast") return address.match(GLOBAL_UNICAST_V6) ? null : "reserved";
  const label = RANGE_LABELS[name] ?? "reserved";
  return label === "public" ? null : label;
}

/** Anything that is not a valid IP counts as "reserved": refuse what cannot be classified. */
export function nonPublicRange(address: string): NonPublicRange | null {
  const parsed = parse(address);
  if (!parsed) return "reserved";
  return parsed.kind() === "ipv4" ? classifyIPv4(parsed as ipaddr.IPv4) : classifyIPv6(parsed as ipaddr.IPv6);
}

export function isPublicAddress(address: string): boolean {
  return nonPublicRange(address) === null;
}
