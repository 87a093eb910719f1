import { GenerateMacCommand, VerifyMacCommand } from '@aws-sdk/client-kms';
import { env } from '../lib/env';
import { kms } from '../lib/clients/kms';

/*
 * The audit key is a KMS HMAC key that never leaves KMS, so nothing that can write the table can compute a seal;
 * only audit writers may GenerateMac and only the verifier may VerifyMac.
 */

const MAC_ALGORITHM = 'HMAC_SHA_256';

/** KMS takes at most 4 KB, so callers pass a digest. */
export async function auditSeal(message: Uint8Array): Promise<string> {
  const { Mac } = await kms().send(new GenerateMacCommand({ KeyId: env.auditKeyId(), MacAlgorithm: MAC_ALGORITHM, Message: message }));
  if (!Mac) throw new Error('KMS returned no MAC');
  return Buffer.from(Mac).toString('hex');
}

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
