import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

/**
 * The wire-code key: a KMS HMAC key (HMAC_256) of its own, from which the three wire-code
 * functions (createWire, resendWireCode, confirmWire; infra/lib/grants/wires.ts) derive the key
 * that a confirmation code's MAC is made with (docs/security.md, "Wire confirmation codes"). It
 * is not the request key: the listings that may read a stored MAC and derive cursor keys could
 * otherwise derive this key too and test the million possible codes offline.
 */
export class WireCodes extends Construct {
  readonly key: Key;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.key = new Key(this, 'Key', {
      description: 'Sandbank: derives the key wire confirmation codes are kept under (HMAC); only the wire-code functions may use it',
      keySpec: KeySpec.HMAC_256,
      keyUsage: KeyUsage.GENERATE_VERIFY_MAC,
      // Only codes awaiting confirmation depend on it; a new key makes them wrong, and customers ask for a new code.
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
  }
}
