import { wireMessages } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../../lib/api-client';
import { decisionFailureToast } from './wire-decision';

describe('decisionFailureToast', () => {
  it('shows the server’s reason: decided meanwhile, or one’s own wire', () => {
    expect(decisionFailureToast(new ApiRequestError(409, 'conflict', wireMessages.alreadyDecided))).toEqual({ title: 'Error', message: wireMessages.alreadyDecided, variant: 'danger' });
    expect(decisionFailureToast(new ApiRequestError(403, 'forbidden', wireMessages.ownWire)).message).toBe(wireMessages.ownWire);
  });

  it('says the screen’s failure text when the server gave no reason', () => {
    for (const error of [new ApiRequestError(500, 'internal', 'boom'), new ApiRequestError(503, 'unavailable', 'Please try again'), new TypeError('x')]) {
      expect(decisionFailureToast(error)).toEqual({ title: 'Error', message: 'Failed to update transfer status', variant: 'danger' });
    }
  });
});
