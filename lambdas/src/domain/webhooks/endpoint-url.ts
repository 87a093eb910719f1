import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { env } from '../../lib/env';
import { canonicalIpv6, mappedIpv4 } from '../../lib/ip-addresses';

/*
 * The bank POSTs from inside its own network, so a URL reaching a private, loopback, link-local or metadata
 * address would be server-side request forgery. The rule applies at registration and at every attempt, which
 * connects to the very address checked (`guardedLookup`), so DNS rebinding cannot lead the bank to a private
 * address. Only the local stack (WEBHOOKS_ACCEPT_LOCALHOST, never set in AWS) accepts localhost over http.
 */

export interface UrlRules {
  /** Those names only. */
  acceptLocalhost: boolean;
}

export const urlRulesHere = (): UrlRules => ({ acceptLocalhost: env.webhooksAcceptLocalhost() });

/** Includes the metadata address (link-local), CGNAT, and every reserved or non-unicast range. */
const refusedIpv4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the instance metadata address 169.254.169.254 among them
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  refusedIpv4.addSubnet(network, prefix, 'ipv4');
}

/** Only global unicast (2000::/3) less the ranges below; an IPv4-mapped address is judged as the IPv4 address it is. */
const globalUnicastIpv6 = new BlockList();
globalUnicastIpv6.addSubnet('2000::', 3, 'ipv6');
const refusedIpv6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments, Teredo among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: carries an IPv4 address of any kind
] as const) {
  refusedIpv6.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refusedIpv4.check(address, 'ipv4');
  if (family !== 6) return false;
  const ipv4 = mappedIpv4(address);
  if (ipv4 !== null) return isPublicAddress(ipv4);
  return globalUnicastIpv6.check(address, 'ipv6') && !refusedIpv6.check(address, 'ipv6');
}

const isLoopback = (address: string): boolean => {
  const ipv4 = isIP(address) === 6 ? mappedIpv4(address) : address;
  if (ipv4 !== null && isIP(ipv4) === 4) return ipv4.startsWith('127.');
  return canonicalIpv6(address) === '::1';
};

export interface Destination {
  url: URL;
  host: string;
  loopbackAllowed: boolean;
}

export type UrlCheck = { ok: true; destination: Destination } | { ok: false; reason: string };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);
const refusedAddressReason = 'The URL must lead to a public address: private, loopback, link-local and metadata addresses are refused';

export function checkUrlShape(text: string, rules: UrlRules): UrlCheck {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'Enter a URL starting with https://' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'The URL must not contain a user name or password' };
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const local = rules.acceptLocalhost && LOCAL_HOSTS.has(host);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    return { ok: false, reason: rules.acceptLocalhost ? 'The URL must start with https:// (or be http://localhost or http://127.0.0.1 on the local stack)' : 'The URL must start with https://' };
  }
  if (isIP(host) !== 0 && !isPublicAddress(host) && !local) return { ok: false, reason: refusedAddressReason };
  return { ok: true, destination: { url, host, loopbackAllowed: local } };
}

export const isAllowedAddress = (address: string, destination: Pick<Destination, 'loopbackAllowed'>): boolean =>
  isPublicAddress(address) || (destination.loopbackAllowed && isLoopback(address));

/** The system's resolver, as the connection would use. */
export type ResolveAll = (host: string) => Promise<LookupAddress[]>;

const resolveWithSystem: ResolveAll = (host) =>
  new Promise((resolve, reject) => dnsLookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/** Every address the name resolves to must be allowed. */
export async function refusalOfEndpointUrl(text: string, rules: UrlRules, resolveAll: ResolveAll = resolveWithSystem): Promise<string | null> {
  const checked = checkUrlShape(text, rules);
  if (!checked.ok) return checked.reason;
  const { destination } = checked;
  if (isIP(destination.host) !== 0) return null;
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(destination.host);
  } catch {
    return `The host ${destination.host} could not be found`;
  }
  if (addresses.length === 0) return `The host ${destination.host} could not be found`;
  return addresses.every(({ address }) => isAllowedAddress(address, destination)) ? null : refusedAddressReason;
}

/** The `lookup` option of node:http and node:https (and node:net underneath): one address or all of them. */
export type LookupFunction = (
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => void;

export class RefusedAddressError extends Error {
  readonly code = 'EREFUSEDADDRESS';
  constructor(host: string, address: string) {
    super(`Webhook host ${host} resolved to ${address}, which is not a public address`);
    this.name = 'RefusedAddressError';
  }
}

/**
 * A `lookup` for the request of one attempt: resolves the name, refuses the connection unless
 * every address it resolves to is allowed, and hands the connection exactly the addresses it
 * checked — the request never resolves the name again on its own.
 */
export function guardedLookup(destination: Pick<Destination, 'loopbackAllowed'>, resolveAll: ResolveAll = resolveWithSystem): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname).then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? found.filter(({ family }) => family === options.family) : found;
        const refused = wanted.find(({ address }) => !isAllowedAddress(address, destination));
        if (refused) return callback(new RefusedAddressError(hostname, refused.address), options.all ? [] : '');
        if (wanted.length === 0) {
          const error: NodeJS.ErrnoException = Object.assign(new Error(`Webhook host ${hostname} has no address`), { code: 'ENOTFOUND' });
          return callback(error, options.all ? [] : '');
        }
        if (options.all) return callback(null, wanted);
        return callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, options.all ? [] : ''),
    );
  };
}
