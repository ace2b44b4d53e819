import { BlockList, isIP } from 'node:net';

export interface IpRange {
  address: string;
  /** Prefix length; a single address is a /32 (IPv4) or /128 (IPv6) range. */
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** `10.0.0.1`, `10.0.0.0/8`, `::1` or `fd00::/8`; null for anything else (names, netmasks). */
export function parseIpRange(entry: string): IpRange | null {
  const [address = '', prefix, ...rest] = entry.trim().split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const bits = version === 4 ? 32 : 128;
  if (prefix === undefined) return { address, prefix: bits, family };
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return null;
  return { address, prefix: Number(prefix), family };
}

/** Matches an address against ranges; IPv4 clients seen on a dual-stack socket as ::ffff:a.b.c.d too. */
export function createIpMatcher(ranges: readonly IpRange[]): (address: string) => boolean {
  const list = new BlockList();
  for (const range of ranges) list.addSubnet(range.address, range.prefix, range.family);
  return (address) => {
    const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}
