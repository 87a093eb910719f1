import { wireMessages } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { decisionFailureToast } from './wire-decision';

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
