import { GenerateMacCommand } from '@aws-sdk/client-kms';
import { kms } from '../lib/clients/kms';
import { env } from '../lib/env';

/*
 * Keys for MACs the bank puts in requests and answers and keeps in place of secrets — pagination
 * cursors, wire confirmation codes (domain/wires/confirmation-code.ts) — derived from one KMS
 * HMAC key (the request key), which is not the audit key: a function that may sign cursors cannot seal audit events. Each purpose has its own
 * key, the KMS MAC of a fixed label, asked for once per execution environment and then used
 * locally (HMAC-SHA-256 in process), so a page of results costs no KMS call.
 */

export type KeyPurpose = 'cursor' | 'wireCode';

const derived = new Map<KeyPurpose, Promise<Buffer>>();

async function generate(purpose: KeyPurpose): Promise<Buffer> {
  const { Mac } = await kms().send(
    new GenerateMacCommand({
      KeyId: env.requestKeyId(),
      MacAlgorithm: 'HMAC_SHA_256',
      Message: Buffer.from(`sandbank/request-key/v1/${purpose}`, 'utf8'),
    }),
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
