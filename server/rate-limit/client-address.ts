// The client address a request's limits are counted against.
import { isIP } from "node:net";

/**
 * The header server/main.ts fills from the socket address (any client value is replaced), read
 * by Better Auth (advanced.ipAddress), the auth limits and the contact form.
 */
export const CLIENT_ADDRESS_HEADER = "x-real-ip";

/**
 * The bucket an address is counted in: an IPv4 address as is (an IPv4-mapped IPv6 one too), an
 * IPv6 address by its /64 network, since one home or phone is handed a whole /64 and can change
 * the rest at will. Anything that is not an IP address gives null (no address-keyed limit).
 */
export function addressBucket(value: string | null | undefined): string | null {
  const ip = value?.trim().toLowerCase() ?? "";
  const kind = isIP(ip);
  if (kind === 4) return ip;
  if (kind !== 6) return null;
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  return `${expandIPv6(ip).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, each as 4 hex digits. */
function expandIPv6(ip: string): string[] {
  // A trailing dotted quad (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is the last two groups.
  const address = (ip.split("%")[0] ?? ip).replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((n) => n.toString(16)).join(":"),
  );
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => group.padStart(4, "0"));
}

/** The bucket of the address a request came from, or null when the request carries none. */
export function requestAddress(headers: Headers | undefined | null): string | null {
  return addressBucket(headers?.get(CLIENT_ADDRESS_HEADER));
}
