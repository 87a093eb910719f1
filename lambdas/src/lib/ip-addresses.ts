import { isIP } from 'node:net';

/* The URL parser writes an IPv6 address in its one canonical form. */

export function canonicalIpv6(address: string): string | null {
  const bare = address.split('%')[0]!;
  return isIP(bare) === 6 ? new URL(`http://[${bare}]/`).hostname.slice(1, -1) : null;
}

export function ipv6Groups(address: string): number[] | null {
  const canonical = canonicalIpv6(address);
  if (canonical === null) return null;
  const groupsOf = (text: string) => (text === '' ? [] : text.split(':').map((group) => parseInt(group, 16)));
  const [head, tail] = canonical.split('::');
  if (tail === undefined) return groupsOf(head!);
  const [before, after] = [groupsOf(head!), groupsOf(tail)];
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

export function mappedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (!groups || groups.slice(0, 5).some((group) => group !== 0) || groups[5] !== 0xffff) return null;
  const [high, low] = [groups[6]!, groups[7]!];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

export const ipv6Network64 = (groups: readonly number[]): string =>
  `${canonicalIpv6([...groups.slice(0, 4), 0, 0, 0, 0].map((group) => group.toString(16)).join(':'))}/64`;
