import { apiMessages } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { refusalToast } from './messages';

describe('refusalToast', () => {
  it('shows the server’s reason when a rule refused the reset', () => {
    for (const message of [apiMessages.administratorPasswordReset, apiMessages.ownPasswordReset]) {
      expect(refusalToast(new ApiError(403, 'forbidden', message), 'Failed to update user password')).toEqual({ title: 'Error', message, variant: 'danger' });
    }
  });

  it('says the screen’s failure text otherwise', () => {
    for (const error of [new ApiError(500, 'internal', 'boom'), new ApiError(404, 'not_found', 'User not found'), new TypeError('x')]) {
      expect(refusalToast(error, 'Failed to update user password')).toEqual({ title: 'Error', message: 'Failed to update user password', variant: 'danger' });
    }
  });
});
