/**
 * The key a client is counted under, as a network sees a client: an IPv4 address as it is; an
 * IPv6 address by its /64, the block one subscriber or host gets and may rotate addresses within
 * at will; an IPv4 address written as IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket reports
 * it) as that IPv4 address. Anything that is not an address is kept as given (lowercased), so
 * that nothing escapes counting. Both limiters (memory.ts, durable-object.ts) key by it.
 */

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The four octets of a dotted IPv4 address, or null. */
function ipv4Octets(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (`::`, a trailing dotted IPv4 part and a zone
 * allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  let address = text.replace(/%.*$/, "");
  const last = address.lastIndexOf(":");
  if (address.includes(".")) {
    // A trailing IPv4 part is the last two groups written in decimal.
    const octets = ipv4Octets(address.slice(last + 1));
    if (!octets) return null;
    const group = (a: number, b: number) => ((a << 8) | b).toString(16);
    address = `${address.slice(0, last + 1)}${group(octets[0]!, octets[1]!)}:${group(octets[2]!, octets[3]!)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  const left = parse(halves[0]!);
  const right = halves.length === 2 ? parse(halves[1]!) : [];
  if ([...left, ...right].some(Number.isNaN)) return null;
  const known = left.length + right.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  return [...left, ...Array<number>(8 - known).fill(0), ...right];
}

export function clientKeyOf(address: string): string {
  const text = address.trim().toLowerCase();
  const v4 = ipv4Octets(text);
  if (v4) return v4.join(".");
  const groups = text.includes(":") ? ipv6Groups(text) : null;
  if (!groups) return text;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
