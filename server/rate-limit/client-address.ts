import { isIP } from "node:net";

/** server/main.ts fills it from the socket address, replacing any client value. */
export const CLIENT_ADDRESS_HEADER = "x-real-ip";

/** IPv6 by its /64: one home or phone is handed a whole /64 and can change the rest at will. */
export function addressBucket(value: string | null | undefined): string | null {
  const ip = value?.trim().toLowerCase() ?? "";
  const kind = isIP(ip);
  if (kind === 4) return ip;
  if (kind !== 6) return null;
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  return `${expandIPv6(ip).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(ip: string): string[] {
  // A trailing dotted quad (::ffff:1.2.3.4) is the last two groups.
  const address = (ip.split("%")[0] ?? ip).replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((n) => n.toString(16)).join(":"),
  );
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) => group.padStart(4, "0"));
}

export function requestAddress(headers: Headers | undefined | null): string | null {
  return addressBucket(headers?.get(CLIENT_ADDRESS_HEADER));
}
