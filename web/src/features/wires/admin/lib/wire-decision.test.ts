import { wireMessages } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { decisionFailureToast } from './wire-decision';

describe('decisionFailureToast', () => {
  it('shows the server’s reason: decided meanwhile, or one’s own wire', () => {
    expect(decisionFailureToast(new ApiError(409, 'conflict', wireMessages.alreadyDecided))).toEqual({ title: 'Error', message: wireMessages.alreadyDecided, variant: 'danger' });
    expect(decisionFailureToast(new ApiError(403, 'forbidden', wireMessages.ownWire)).message).toBe(wireMessages.ownWire);
  });

  it('says the screen’s failure text when the server gave no reason', () => {
    for (const error of [new ApiError(500, 'internal', 'boom'), new ApiError(503, 'unavailable', 'Please try again'), new TypeError('x')]) {
      expect(decisionFailureToast(error)).toEqual({ title: 'Error', message: 'Failed to update transfer status', variant: 'danger' });
    }
  });
});
