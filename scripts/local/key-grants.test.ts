import { describe, expect, it } from 'vitest';
import { operationAccess } from '@sandbank/infra/local';
import { isKeyRequestAllowed } from './key-grants';

/*
 * The local gateway's stand-in for IAM on the KMS keys: the calls each function's key grants allow,
 * read from the declarations (lambdas/src/contract/local.test.ts runs functions held to them).
 */

const keyIds = {
  AUDIT_KEY_ID: 'arn:aws:kms:us-east-1:000000000000:key/audit',
  REQUEST_KEY_ID: 'arn:aws:kms:us-east-1:000000000000:key/request',
  WIRE_CODE_KEY_ID: 'arn:aws:kms:us-east-1:000000000000:key/wire-code',
};

const call = (action: string, keyId: string, algorithm = 'HMAC_SHA_256') => ({ action, input: { KeyId: keyId, MacAlgorithm: algorithm, Message: 'eA==' } });
const allows = (operationId: string, request: ReturnType<typeof call>) => isKeyRequestAllowed(operationAccess(operationId), request, keyIds);

describe('KMS calls held to key grants', () => {
  it('lets only the wire-code functions make MACs with the wire-code key', () => {
    for (const operationId of ['createWire', 'confirmWire', 'resendWireCode']) {
      expect(allows(operationId, call('GenerateMac', keyIds.WIRE_CODE_KEY_ID)), operationId).toBe(true);
      expect(allows(operationId, call('GenerateMac', keyIds.REQUEST_KEY_ID)), operationId).toBe(false);
    }
    for (const operationId of ['listMyWires', 'listMyTransactions', 'getMyWire', 'listWires']) {
      expect(allows(operationId, call('GenerateMac', keyIds.WIRE_CODE_KEY_ID)), operationId).toBe(false);
    }
    expect(allows('listMyWires', call('GenerateMac', keyIds.REQUEST_KEY_ID))).toBe(true);
  });

  it('tells sealing from verifying, and refuses any other algorithm', () => {
    expect(allows('approveWire', call('GenerateMac', keyIds.AUDIT_KEY_ID))).toBe(true);
    expect(allows('approveWire', call('VerifyMac', keyIds.AUDIT_KEY_ID))).toBe(false);
    expect(allows('verifyAuditChain', call('VerifyMac', keyIds.AUDIT_KEY_ID))).toBe(true);
    expect(allows('verifyAuditChain', call('GenerateMac', keyIds.AUDIT_KEY_ID))).toBe(false);
    expect(allows('createWire', call('GenerateMac', keyIds.WIRE_CODE_KEY_ID, 'HMAC_SHA_512'))).toBe(false);
  });
});
