import { GenerateMacCommand } from '@aws-sdk/client-kms';
import { kms } from '../lib/clients/kms';
import { env } from '../lib/env';

/*
 * MAC keys, each derived from a KMS HMAC key of its own purpose only: the wire-code key is held only by the
 * wire-code functions, so a listing that reads a stored code MAC cannot test guesses, and neither is the audit
 * key. Each is the KMS MAC of a fixed label, asked for once per execution environment, so a page of results
 * costs no KMS call.
 */

export type KeyPurpose = 'cursor' | 'wireCode';

/** A cursor's label predates the wire-code key. */
const sources: Record<KeyPurpose, { keyId: () => string; label: string }> = {
  cursor: { keyId: env.requestKeyId, label: 'sandbank/request-key/v1/cursor' },
  wireCode: { keyId: env.wireCodeKeyId, label: 'sandbank/wire-code-key/v1' },
};

const derived = new Map<KeyPurpose, Promise<Buffer>>();

async function generate(purpose: KeyPurpose): Promise<Buffer> {
  const { keyId, label } = sources[purpose];
  const { Mac } = await kms().send(
    new GenerateMacCommand({ KeyId: keyId(), MacAlgorithm: 'HMAC_SHA_256', Message: Buffer.from(label, 'utf8') }),
  );
  if (!Mac) throw new Error('KMS returned no MAC');
  return Buffer.from(Mac);
}

/** Derived on first use and kept for the life of the execution environment. */
export function deriveKey(purpose: KeyPurpose): Promise<Buffer> {
  let key = derived.get(purpose);
  if (!key) {
    key = generate(purpose);
    derived.set(purpose, key);
    // A failed derivation is tried again by the next request, not remembered.
    key.catch(() => derived.delete(purpose));
  }
  return key;
}
