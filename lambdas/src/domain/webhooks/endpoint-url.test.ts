import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { checkUrlShape, guardedLookup, isPublicAddress, refusalOfEndpointUrl, type ResolveAll } from './endpoint-url';

const aws = { acceptLocalhost: false };
const local = { acceptLocalhost: true };

/** A resolver that answers these addresses for every name. */
const resolvesTo =
  (...addresses: string[]): ResolveAll =>
  async () =>
    addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
const notFound: ResolveAll = async () => {
  throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
};

describe('isPublicAddress', () => {
  it.each([
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '169.254.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '100.64.0.1',
    '100.127.255.255',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'febf::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '0:0:0:0:0:ffff:c0a8:0101',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    '2001:db8::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '11.0.0.1', '2606:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('the URL rule at registration, in AWS', () => {
  it('takes https to a name that resolves to public addresses only', async () => {
    expect(await refusalOfEndpointUrl('https://hooks.example.com/sandbank', aws, resolvesTo('93.184.215.14', '2606:4700::1111'))).toBeNull();
    expect(await refusalOfEndpointUrl('https://93.184.215.14:8443/in', aws, notFound)).toBeNull();
  });

  it('refuses http, other schemes and credentials in the URL', async () => {
    const publicName = resolvesTo('93.184.215.14');
    expect(await refusalOfEndpointUrl('http://hooks.example.com/', aws, publicName)).toBe('The URL must start with https://');
    expect(await refusalOfEndpointUrl('ftp://hooks.example.com/', aws, publicName)).toBe('The URL must start with https://');
    expect(await refusalOfEndpointUrl('https://user:secret@hooks.example.com/', aws, publicName)).toBe('The URL must not contain a user name or password');
    expect(await refusalOfEndpointUrl('not a url', aws, publicName)).toBe('Enter a URL starting with https://');
  });

  it.each([
    'https://10.1.2.3/',
    'https://192.168.0.10/hook',
    'https://172.20.1.1/',
    'https://127.0.0.1:8443/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/',
    'https://[fd00::1]/',
    'https://[fe80::1]/',
    'https://[::ffff:10.0.0.1]/',
    'https://[::ffff:169.254.169.254]/',
    'https://0.0.0.0/',
    'https://100.64.1.1/',
    // Other spellings of loopback the URL parser turns into 127.0.0.1.
    'https://2130706433/',
    'https://0x7f.1/',
    'https://127.1/',
  ])('refuses the literal address of %s', async (url) => {
    expect(await refusalOfEndpointUrl(url, aws, resolvesTo('93.184.215.14'))).toMatch(/public address/);
  });

  it('refuses localhost, and a name resolving to any private, loopback or metadata address', async () => {
    expect(await refusalOfEndpointUrl('https://localhost/', aws, resolvesTo('127.0.0.1'))).toMatch(/public address/);
    expect(await refusalOfEndpointUrl('http://localhost:8080/', aws, resolvesTo('127.0.0.1'))).toBe('The URL must start with https://');
    expect(await refusalOfEndpointUrl('https://internal.example.com/', aws, resolvesTo('10.0.0.8'))).toMatch(/public address/);
    expect(await refusalOfEndpointUrl('https://metadata.example.com/', aws, resolvesTo('169.254.169.254'))).toMatch(/public address/);
    // One bad address among good ones is enough: the connection could use it.
    expect(await refusalOfEndpointUrl('https://mixed.example.com/', aws, resolvesTo('93.184.215.14', 'fd00::5'))).toMatch(/public address/);
  });

  it('refuses a name that does not resolve', async () => {
    expect(await refusalOfEndpointUrl('https://nowhere.example.com/', aws, notFound)).toBe('The host nowhere.example.com could not be found');
  });
});

describe('the URL rule on the local stack', () => {
  it('also takes http://localhost:<port> and http://127.0.0.1:<port>', async () => {
    expect(await refusalOfEndpointUrl('http://localhost:4000/hook', local, resolvesTo('127.0.0.1', '::1'))).toBeNull();
    expect(await refusalOfEndpointUrl('http://127.0.0.1:4000/hook', local, notFound)).toBeNull();
  });

  it('still refuses other private names and addresses, and http elsewhere', async () => {
    expect(await refusalOfEndpointUrl('http://10.0.0.1:4000/', local, notFound)).toMatch(/must start with https/);
    expect(await refusalOfEndpointUrl('https://192.168.1.1/', local, notFound)).toMatch(/public address/);
    expect(await refusalOfEndpointUrl('https://rebind.example.com/', local, resolvesTo('127.0.0.1'))).toMatch(/public address/);
    expect(await refusalOfEndpointUrl('http://localhost:4000/', local, resolvesTo('10.0.0.1'))).toMatch(/public address/);
  });

  it('names the exception only where it applies', () => {
    expect(checkUrlShape('http://127.0.0.1:1/', local)).toMatchObject({ ok: true, destination: { loopbackAllowed: true } });
    expect(checkUrlShape('https://hooks.example.com/', local)).toMatchObject({ ok: true, destination: { loopbackAllowed: false } });
  });
});

/** Calls a lookup function the way node:net does, as a promise. */
const lookUp = (lookup: ReturnType<typeof guardedLookup>, host: string, options: { all?: boolean; family?: number }) =>
  new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
    lookup(host, options as never, (error, address, family) => resolve({ error, address, family })),
  );

describe('guardedLookup, the attempt connecting only to what it checked', () => {
  it('hands the connection the addresses it checked, one or all', async () => {
    const lookup = guardedLookup({ loopbackAllowed: false }, resolvesTo('93.184.215.14', '2606:4700::1111'));
    expect(await lookUp(lookup, 'hooks.example.com', {})).toEqual({ error: null, address: '93.184.215.14', family: 4 });
    expect(await lookUp(lookup, 'hooks.example.com', { all: true })).toMatchObject({
      error: null,
      address: [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:4700::1111', family: 6 },
      ],
    });
    expect(await lookUp(lookup, 'hooks.example.com', { family: 6 })).toEqual({ error: null, address: '2606:4700::1111', family: 6 });
  });

  it('refuses a name that now resolves to a private or metadata address (DNS rebinding)', async () => {
    for (const address of ['10.0.0.7', '169.254.169.254', '127.0.0.1', '::ffff:192.168.0.1']) {
      const { error } = await lookUp(guardedLookup({ loopbackAllowed: false }, resolvesTo(address)), 'hooks.example.com', { all: true });
      expect(error?.code).toBe('EREFUSEDADDRESS');
      expect(error?.message).toContain(address);
    }
  });

  it('lets the local stack reach loopback for its own hosts, and nothing private', async () => {
    expect((await lookUp(guardedLookup({ loopbackAllowed: true }, resolvesTo('127.0.0.1', '::1')), 'localhost', { all: true })).error).toBeNull();
    expect((await lookUp(guardedLookup({ loopbackAllowed: true }, resolvesTo('10.0.0.1')), 'localhost', {})).error?.code).toBe('EREFUSEDADDRESS');
  });

  it('passes on a resolver failure', async () => {
    expect((await lookUp(guardedLookup({ loopbackAllowed: false }, notFound), 'nowhere.example.com', {})).error?.code).toBe('ENOTFOUND');
  });
});
