import { GenerateMacCommand } from '@aws-sdk/client-kms';
import { kms } from '../lib/clients/kms';
import { env } from '../lib/env';

/*
 * Keys for MACs the bank puts in requests and answers and keeps in place of secrets, each derived
 * from a KMS HMAC key of its own purpose's and from no other:
 * - pagination cursors (data/cursor.ts), from the request key, which every cursor-signing listing holds;
 * - wire confirmation codes (domain/wires/confirmation-code.ts), from the wire-code key, which only
 *   the three wire-code functions hold, so a listing that reads a stored code MAC cannot test guesses.
 * Neither is the audit key: a function that may sign cursors cannot seal audit events. A key is the
 * KMS MAC of a fixed label, asked for once per execution environment and then used locally
 * (HMAC-SHA-256 in process), so a page of results costs no KMS call.
 */

export type KeyPurpose = 'cursor' | 'wireCode';

/** Each purpose's KMS key and the label whose MAC is the derived key (a cursor's label predates the wire-code key). */
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

/** The key of one purpose, derived on first use and kept for the life of the execution environment. */
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
