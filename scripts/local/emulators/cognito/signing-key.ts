import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

/*
 * The key pair the Cognito emulator signs every token with. cognito-local signs with a key pair
 * shipped inside its npm package, which would let any page or process that knows the package mint
 * an administrator's token. This installation's emulator instead makes its own RS256 key on its
 * first start and keeps it in its data folder (readable by the developer only), so tokens survive
 * a restart of the stack, a fresh data folder gets a new key, and the private half never leaves
 * the machine.
 */

/** The key's file, in the emulator's data folder. */
export const SIGNING_KEY_FILE = 'signing-key.json';

const ALGORITHM = 'RS256';
const MODULUS_LENGTH = 2048;
const OWNER_ONLY = 0o600;

export interface SigningKey {
  /** Names the key in every token's header and in the published JWKS. */
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as the emulator publishes it at `/<poolId>/.well-known/jwks.json`. */
  publicJwk: JWK;
}

const isRsaPrivateJwk = (value: unknown): value is JWK & { kid: string } => {
  const jwk = value as Partial<JWK> | null;
  return typeof jwk === 'object' && jwk !== null && jwk.kty === 'RSA' && jwk.alg === ALGORITHM && [jwk.kid, jwk.n, jwk.e, jwk.d].every((part) => typeof part === 'string');
};

async function signingKeyOf(privateJwk: JWK & { kid: string }): Promise<SigningKey> {
  const publicJwk: JWK = { kty: 'RSA', n: privateJwk.n, e: privateJwk.e, alg: ALGORITHM, use: 'sig', kid: privateJwk.kid };
  return {
    kid: privateJwk.kid,
    privateKey: (await importJWK(privateJwk, ALGORITHM)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, ALGORITHM)) as CryptoKey,
    publicJwk,
  };
}

/** The key kept in `file`; throws when there is none or it is not one. */
export async function readSigningKey(file: string): Promise<SigningKey> {
  const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isRsaPrivateJwk(stored)) throw new Error(`${file} holds no ${ALGORITHM} private key; delete it to have the emulator make a new one`);
  return signingKeyOf(stored);
}

async function createSigningKey(file: string): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair(ALGORITHM, { modulusLength: MODULUS_LENGTH, extractable: true });
  const jwk = await exportJWK(privateKey);
  const privateJwk = { ...jwk, alg: ALGORITHM, use: 'sig', kid: await calculateJwkThumbprint({ kty: 'RSA', n: jwk.n, e: jwk.e }) };
  // `wx`: a key written meanwhile by another start is never overwritten (the caller reads it instead).
  await writeFile(file, `${JSON.stringify(privateJwk, null, 2)}\n`, { mode: OWNER_ONLY, flag: 'wx' });
  return signingKeyOf(privateJwk);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const isAlreadyThere = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

/** The key kept in `file`, made on the first start; a file others could read is narrowed to its owner. */
export async function loadOrCreateSigningKey(file: string): Promise<SigningKey> {
  try {
    if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, OWNER_ONLY);
  } catch (error) {
    if (!isMissing(error)) throw error;
    try {
      return await createSigningKey(file);
    } catch (createError) {
      if (!isAlreadyThere(createError)) throw createError;
    }
  }
  return readSigningKey(file);
}

/**
 * The key pair published in cognito-local's package, with which a stock cognito-local signs every
 * token: anyone can forge such a token, so this emulator and the local gateway refuse them. Tests
 * forge one with it to prove that.
 */
export function publishedKeyPair(): { privateJwk: JWK; publicJwk: JWK } {
  const read = (half: 'private' | 'public') => (createRequire(import.meta.url)(`cognito-local/lib/keys/cognitoLocal.${half}.json`) as { jwk: JWK }).jwk;
  return { privateJwk: read('private'), publicJwk: read('public') };
}
