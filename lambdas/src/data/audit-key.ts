import { GenerateMacCommand, VerifyMacCommand } from '@aws-sdk/client-kms';
import { env } from '../lib/env';
import { kms } from '../lib/clients/kms';

/*
 * The audit key: a KMS HMAC key (HMAC_256) that seals every audit event. It never leaves KMS, so
 * nothing that can write the table can compute a seal; only the functions that write audit events
 * may ask for one (kms:GenerateMac), and only the verifier may check one (kms:VerifyMac).
 */

const MAC_ALGORITHM = 'HMAC_SHA_256';

/** The audit key's MAC of a message (at most 4 KB; callers pass a digest), hex. */
export async function auditSeal(message: Uint8Array): Promise<string> {
  const { Mac } = await kms().send(new GenerateMacCommand({ KeyId: env.auditKeyId(), MacAlgorithm: MAC_ALGORITHM, Message: message }));
  if (!Mac) throw new Error('KMS returned no MAC');
  return Buffer.from(Mac).toString('hex');
}

/** Whether `seal` (hex) is the audit key's MAC of `message`. */
export async function auditSealHolds(message: Uint8Array, seal: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(seal)) return false;
  try {
    const { MacValid } = await kms().send(
      new VerifyMacCommand({ KeyId: env.auditKeyId(), MacAlgorithm: MAC_ALGORITHM, Message: message, Mac: Buffer.from(seal, 'hex') }),
    );
    return MacValid === true;
  } catch (error) {
    // KMS answers a MAC that does not verify with this exception rather than MacValid: false.
    if ((error as Error).name === 'KMSInvalidMacException') return false;
    throw error;
  }
}
