// Which IP addresses an outgoing request from the server may reach. The link checker follows
// URLs that admins (and imports) typed in, so without this rule a channel URL such as
// http://127.0.0.1:5432/ or http://169.254.169.254/ (cloud metadata) would make the server probe
// its own network. Pure: no DNS here — the caller resolves a host and asks about every address.
import { isIPv4, isIPv6 } from "node:net";

/** Why an address is off limits, in words for an error message ("a loopback address"). */
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

interface Range {
  base: bigint;
  prefix: number;
  label: NonPublicRange;
}

const IPV4_BITS = 32;
const IPV6_BITS = 128;

function range(bits: number, address: string, prefix: number, label: NonPublicRange): Range {
  const base = bits === IPV4_BITS ? parseIPv4(address) : parseIPv6(address);
  if (base === null) throw new Error(`Bad range ${address}/${prefix}`);
  return { base, prefix, label };
}

// IANA IPv4 Special-Purpose Address Registry (RFC 6890 and successors): every block that is not
// reachable on the public internet, plus multicast and the reserved 240/4.
const IPV4_RANGES: Range[] = [
  range(IPV4_BITS, "0.0.0.0", 8, "unspecified"),
  range(IPV4_BITS, "10.0.0.0", 8, "private"),
  range(IPV4_BITS, "100.64.0.0", 10, "shared (carrier-grade NAT)"),
  range(IPV4_BITS, "127.0.0.0", 8, "loopback"),
  range(IPV4_BITS, "169.254.0.0", 16, "link-local"),
  range(IPV4_BITS, "172.16.0.0", 12, "private"),
  range(IPV4_BITS, "192.0.0.0", 24, "reserved"),
  range(IPV4_BITS, "192.0.2.0", 24, "documentation"),
  range(IPV4_BITS, "192.88.99.0", 24, "reserved"),
  range(IPV4_BITS, "192.168.0.0", 16, "private"),
  range(IPV4_BITS, "198.18.0.0", 15, "benchmarking"),
  range(IPV4_BITS, "198.51.100.0", 24, "documentation"),
  range(IPV4_BITS, "203.0.113.0", 24, "documentation"),
  range(IPV4_BITS, "224.0.0.0", 4, "multicast"),
  range(IPV4_BITS, "255.255.255.255", 32, "broadcast"),
  range(IPV4_BITS, "240.0.0.0", 4, "reserved"),
];

// IANA IPv6 Special-Purpose Address Registry. Global unicast is 2000::/3; everything outside it
// is refused as well (see nonPublicIPv6), so this list only needs the named blocks.
const IPV6_RANGES: Range[] = [
  range(IPV6_BITS, "::", 128, "unspecified"),
  range(IPV6_BITS, "::1", 128, "loopback"),
  range(IPV6_BITS, "64:ff9b:1::", 48, "private"),
  range(IPV6_BITS, "100::", 64, "reserved"),
  // 2001::/23 holds Teredo (2001::/32) and other protocol assignments; 2001:db8::/32 documentation.
  range(IPV6_BITS, "2001:db8::", 32, "documentation"),
  range(IPV6_BITS, "2001::", 23, "reserved"),
  range(IPV6_BITS, "fc00::", 7, "unique-local"),
  range(IPV6_BITS, "fe80::", 10, "link-local"),
  range(IPV6_BITS, "fec0::", 10, "private"),
  range(IPV6_BITS, "ff00::", 8, "multicast"),
];

const GLOBAL_UNICAST_V6 = range(IPV6_BITS, "2000::", 3, "reserved");
// Blocks that carry an IPv4 address inside an IPv6 one: the IPv4 part decides.
const IPV4_MAPPED = range(IPV6_BITS, "::ffff:0:0", 96, "reserved");
const NAT64 = range(IPV6_BITS, "64:ff9b::", 96, "reserved");
const SIX_TO_FOUR = range(IPV6_BITS, "2002::", 16, "reserved");

function inRange(value: bigint, bits: number, r: Range): boolean {
  const shift = BigInt(bits - r.prefix);
  return value >> shift === r.base >> shift;
}

/** "a.b.c.d" → 32-bit number, or null. */
export function parseIPv4(address: string): bigint | null {
  if (!isIPv4(address)) return null;
  return address.split(".").reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

/** Any IPv6 text form ("::1", "::ffff:1.2.3.4", "fe80::1%eth0") → 128-bit number, or null. */
export function parseIPv6(address: string): bigint | null {
  const withoutZone = address.replace(/%.*$/, "");
  if (!isIPv6(withoutZone)) return null;
  let text = withoutZone;
  // A trailing dotted quad is the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = parseIPv4(dotted[1]);
    if (v4 === null) return null;
    text = `${text.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups];
  if (groups.length !== 8) return null;
  return groups.reduce((acc, group) => (acc << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

function nonPublicIPv4Value(value: bigint): NonPublicRange | null {
  return IPV4_RANGES.find((r) => inRange(value, IPV4_BITS, r))?.label ?? null;
}

function nonPublicIPv6Value(value: bigint): NonPublicRange | null {
  if (inRange(value, IPV6_BITS, IPV4_MAPPED) || inRange(value, IPV6_BITS, NAT64)) {
    return nonPublicIPv4Value(value & 0xffffffffn);
  }
  if (inRange(value, IPV6_BITS, SIX_TO_FOUR)) {
    return nonPublicIPv4Value((value >> 80n) & 0xffffffffn);
  }
  const named = IPV6_RANGES.find((r) => inRange(value, IPV6_BITS, r))?.label;
  if (named) return named;
  return inRange(value, IPV6_BITS, GLOBAL_UNICAST_V6) ? null : "reserved";
}

/**
 * The non-public range an IP address falls in, or null for a public address. Anything that is
 * not a valid IP address counts as "reserved" (refuse what cannot be classified).
 */
export function nonPublicRange(address: string): NonPublicRange | null {
  const v4 = parseIPv4(address);
  if (v4 !== null) return nonPublicIPv4Value(v4);
  const v6 = parseIPv6(address);
  if (v6 !== null) return nonPublicIPv6Value(v6);
  return "reserved";
}

/** True when a request to this address would leave for the public internet. */
export function isPublicAddress(address: string): boolean {
  return nonPublicRange(address) === null;
}
