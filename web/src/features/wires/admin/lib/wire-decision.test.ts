import { wireMessages } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { checkRejection, decisionFailureToast } from './wire-decision';

describe('checkRejection', () => {
  it('keeps a trimmed reason', () => {
    expect(checkRejection({ reason: '  Recipient bank unreachable ' })).toEqual({ success: true, body: { reason: 'Recipient bank unreachable' } });
  });

  it('requires a reason of bounded length', () => {
    expect(checkRejection({ reason: '   ' })).toEqual({ success: false, errors: { reason: 'A reason is required' } });
    expect(checkRejection({ reason: 'x'.repeat(501) })).toEqual({ success: false, errors: { reason: 'A reason must be at most 500 characters' } });
  });
});

describe('decisionFailureToast', () => {
  it('shows the server’s message when the wire was decided meanwhile', () => {
    expect(decisionFailureToast(new ApiError(409, 'conflict', wireMessages.alreadyDecided))).toEqual({ title: 'Error', message: wireMessages.alreadyDecided, variant: 'danger' });
  });

  it('says the screen’s failure text otherwise', () => {
    for (const error of [new ApiError(500, 'internal', 'boom'), new ApiError(0, 'network', 'offline'), new TypeError('x')]) {
      expect(decisionFailureToast(error)).toEqual({ title: 'Error', message: 'Failed to update transfer status', variant: 'danger' });
    }
  });
});
