import { BlockList, isIP } from 'node:net';

/** `::ffff:127.0.0.1` (IPv4 on a dual-stack socket) is 127.0.0.1. */
export function normaliseIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return (mapped ? mapped[1] : ip).toLowerCase();
}

/** Entries of a whitelist text: comma, semicolon, whitespace or newline separated. */
export function whitelistEntries(text: string | null | undefined): string[] {
  return (text ?? '').split(/[\s,;]+/).filter(Boolean);
}

function matcher(entries: string[]): BlockList {
  const list = new BlockList();
  for (const raw of entries) {
    const [address, prefix] = normaliseIp(raw).split('/');
    const family = isIP(address);
    if (family === 0) continue; // an unparsable entry admits nobody
    const type = family === 4 ? 'ipv4' : 'ipv6';
    const bits = prefix === undefined ? NaN : Number(prefix);
    if (prefix === undefined) list.addAddress(address, type);
    else if (Number.isInteger(bits) && bits >= 0 && bits <= (family === 4 ? 32 : 128)) list.addSubnet(address, bits, type);
  }
  return list;
}

/**
 * True when the address passes every non-empty whitelist (account and role); an empty list
 * allows any address. Exact IPv4/IPv6 addresses and CIDR ranges are understood.
 */
export function ipAllowed(ip: string, ...whitelists: (string | null | undefined)[]): boolean {
  const address = normaliseIp(ip);
  const family = isIP(address);
  return whitelists.every((text) => {
    const entries = whitelistEntries(text);
    if (entries.length === 0) return true;
    return family !== 0 && matcher(entries).check(address, family === 4 ? 'ipv4' : 'ipv6');
  });
}
