import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateSigningKey, readSigningKey, SIGNING_KEY_FILE } from './signing-key';

let dataDir: string;
let keyFile: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sandbank-signing-key-'));
  keyFile = path.join(dataDir, SIGNING_KEY_FILE);
});

afterEach(() => rm(dataDir, { recursive: true, force: true }));

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('the Cognito emulator’s signing key', () => {
  it('is made on the first start as a 2048-bit RS256 key with a kid, in a file only its owner can read', async () => {
    const key = await loadOrCreateSigningKey(keyFile);
    expect(await modeOf(keyFile)).toBe(0o600);
    expect(key.kid).toMatch(/^[\w-]{20,}$/);
    expect(key.publicJwk).toEqual({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: key.kid, n: expect.any(String), e: 'AQAB' });
    expect(Buffer.from(key.publicJwk.n!, 'base64url').length * 8).toBe(2048);
    const token = await new SignJWT({ sub: 'someone' }).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(key.privateKey);
    await expect(jwtVerify(token, key.publicKey)).resolves.toMatchObject({ payload: { sub: 'someone' } });
  });

  it('is the same key on every later start, so tokens signed before a restart still verify', async () => {
    const first = await loadOrCreateSigningKey(keyFile);
    const token = await new SignJWT({ sub: 'someone' }).setProtectedHeader({ alg: 'RS256', kid: first.kid }).sign(first.privateKey);
    const again = await loadOrCreateSigningKey(keyFile);
    expect(again.kid).toBe(first.kid);
    expect(again.publicJwk).toEqual(first.publicJwk);
    await expect(jwtVerify(token, again.publicKey)).resolves.toBeDefined();
    expect(await readSigningKey(keyFile)).toMatchObject({ kid: first.kid, publicJwk: first.publicJwk });
  });

  it('differs in a fresh data folder', async () => {
    const first = await loadOrCreateSigningKey(keyFile);
    const otherDir = await mkdtemp(path.join(tmpdir(), 'sandbank-signing-key-'));
    try {
      const other = await loadOrCreateSigningKey(path.join(otherDir, SIGNING_KEY_FILE));
      expect(other.kid).not.toBe(first.kid);
      expect(other.publicJwk.n).not.toBe(first.publicJwk.n);
      const token = await new SignJWT({ sub: 'someone' }).setProtectedHeader({ alg: 'RS256' }).sign(other.privateKey);
      await expect(jwtVerify(token, first.publicKey)).rejects.toThrow();
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('narrows a key file others could read to its owner', async () => {
    await loadOrCreateSigningKey(keyFile);
    await chmod(keyFile, 0o644);
    await loadOrCreateSigningKey(keyFile);
    expect(await modeOf(keyFile)).toBe(0o600);
  });

  it('refuses a key file that holds no RS256 private key, rather than replace it', async () => {
    const publicOnly = JSON.stringify({ kty: 'RSA', alg: 'RS256', kid: 'public-only', n: 'AQAB', e: 'AQAB' });
    await writeFile(keyFile, publicOnly, { mode: 0o600 });
    await expect(loadOrCreateSigningKey(keyFile)).rejects.toThrow(`${keyFile} holds no RS256 private key`);
    expect(await readFile(keyFile, 'utf8')).toBe(publicOnly);
  });
});
