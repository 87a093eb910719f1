import { AMOUNT_DECIMALS_MESSAGE, apiMessages } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { postingFailureToast, reasonToast } from './messages';

describe('reasonToast', () => {
  it('shows the server’s reason for a refusal', () => {
    for (const message of [apiMessages.administratorPasswordReset, apiMessages.ownPasswordReset]) {
      expect(reasonToast(new ApiRequestError(403, 'forbidden', message), 'Failed to update user password')).toEqual({ title: 'Error', message, variant: 'danger' });
    }
    expect(reasonToast(new ApiRequestError(409, 'conflict', 'A user with this email already exists'), 'Failed to create user')).toEqual({
      title: 'Error',
      message: 'A user with this email already exists',
      variant: 'danger',
    });
    expect(reasonToast(new ApiRequestError(404, 'not_found', 'User not found'), 'Failed to update user password').message).toBe('User not found');
  });

  it('says the screen’s failure text when the server gave no reason', () => {
    for (const error of [new ApiRequestError(500, 'internal', 'boom'), new ApiRequestError(503, 'unavailable', 'Please try again'), new TypeError('x')]) {
      expect(reasonToast(error, 'Failed to update user password')).toEqual({ title: 'Error', message: 'Failed to update user password', variant: 'danger' });
    }
  });
});

describe('postingFailureToast', () => {
  it('names an amount refused, in the server’s words', () => {
    const decimals = new ApiRequestError(400, 'invalid_input', `Invalid body: ${AMOUNT_DECIMALS_MESSAGE}`, { 'body.amountCents': AMOUNT_DECIMALS_MESSAGE });
    expect(postingFailureToast(decimals, 'Failed to add transaction')).toEqual({ title: 'Invalid Amount', message: AMOUNT_DECIMALS_MESSAGE, variant: 'danger' });
  });

  it('tells any other reason under Error, else the screen’s failure text', () => {
    expect(postingFailureToast(new ApiRequestError(403, 'forbidden', apiMessages.ownAccountPosting), 'Failed to add transaction').message).toBe(apiMessages.ownAccountPosting);
    expect(postingFailureToast(new ApiRequestError(500, 'internal', 'boom'), 'Failed to add transaction').message).toBe('Failed to add transaction');
  });
});
