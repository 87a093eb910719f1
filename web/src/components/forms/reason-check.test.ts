import { DEFAULT_CHECK_REJECTION_REASON, LockerRejectionBody, RejectCheckBody, RejectWireBody } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { checkReason } from './reason-check';

describe('checkReason', () => {
  it("keeps a wire's trimmed reason and requires one of bounded length", () => {
    expect(checkReason(RejectWireBody, { reason: '  Recipient bank unreachable ' })).toEqual({ success: true, body: { reason: 'Recipient bank unreachable' } });
    expect(checkReason(RejectWireBody, { reason: '   ' })).toEqual({ success: false, errors: { reason: 'A reason is required' } });
    expect(checkReason(RejectWireBody, { reason: 'x'.repeat(501) })).toEqual({ success: false, errors: { reason: 'A reason must be at most 500 characters' } });
  });

  it("reads a check's blank reason as the usual one", () => {
    expect(checkReason(RejectCheckBody, { reason: '  ' })).toEqual({ success: true, body: { reason: DEFAULT_CHECK_REJECTION_REASON } });
    expect(checkReason(RejectCheckBody, { reason: ' Signature missing ' })).toEqual({ success: true, body: { reason: 'Signature missing' } });
  });

  it("requires a locker item's reason", () => {
    expect(checkReason(LockerRejectionBody, { reason: ' ' })).toEqual({ success: false, errors: { reason: 'A rejection reason is required' } });
    expect(checkReason(LockerRejectionBody, { reason: 'Provenance not documented' })).toEqual({ success: true, body: { reason: 'Provenance not documented' } });
  });
});
