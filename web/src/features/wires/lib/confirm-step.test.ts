import { wireMessages } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { confirmStage, describeConfirmFailure, secondsUntilResend } from './confirm-step';

const now = Date.parse('2026-03-14T12:00:00.000Z');
const awaiting = { status: 'awaiting_confirmation' as const, codeExpiresAt: '2026-03-14T12:10:00.000Z', attemptsLeft: 5 };

describe('confirmStage', () => {
  it('asks for the code while the request waits and tries are left', () => {
    expect(confirmStage(awaiting, now)).toBe('enter-code');
    expect(confirmStage({ ...awaiting, attemptsLeft: 1 }, now)).toBe('enter-code');
  });

  it('asks for a new code once every try was used', () => {
    expect(confirmStage({ ...awaiting, attemptsLeft: 0 }, now)).toBe('attempts-used');
  });

  it('treats a lapsed code as expired before the expiry job has run', () => {
    expect(confirmStage({ ...awaiting, codeExpiresAt: '2026-03-14T12:00:00.000Z' }, now)).toBe('expired');
    expect(confirmStage({ ...awaiting, status: 'expired', codeExpiresAt: null, attemptsLeft: null }, now)).toBe('expired');
  });

  it('knows a wire that got past the code step', () => {
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      expect(confirmStage({ status, codeExpiresAt: null, attemptsLeft: null }, now)).toBe('confirmed');
    }
  });
});

describe('secondsUntilResend', () => {
  it('counts down whole seconds to the next allowed code, never below zero', () => {
    expect(secondsUntilResend({ resendAvailableAt: '2026-03-14T12:00:41.200Z' }, now)).toBe(42);
    expect(secondsUntilResend({ resendAvailableAt: '2026-03-14T11:59:00.000Z' }, now)).toBe(0);
    expect(secondsUntilResend({ resendAvailableAt: null }, now)).toBe(0);
  });
});

describe('describeConfirmFailure', () => {
  it('says Invalid Code for a wrong code and clears it', () => {
    expect(describeConfirmFailure(new ApiRequestError(400, 'invalid_code', wireMessages.invalidCode))).toEqual({
      toast: { title: 'Invalid Code', message: 'Please enter the correct verification code to proceed.', variant: 'danger' },
      clearCode: true,
    });
  });

  it('says Insufficient Balance when the hold does not fit, keeping the right code', () => {
    expect(describeConfirmFailure(new ApiRequestError(409, 'conflict', wireMessages.insufficientFunds))).toEqual({
      toast: { title: 'Insufficient Balance', message: "You don't have enough funds in the selected account", variant: 'danger' },
      clearCode: false,
    });
  });

  it('shows the server’s message for a used-up or lapsed code', () => {
    for (const message of [wireMessages.codeAttemptsUsed, wireMessages.codeExpired]) {
      expect(describeConfirmFailure(new ApiRequestError(409, 'conflict', message))).toMatchObject({ toast: { message }, clearCode: true });
    }
  });

  it('keeps the code for a retry when the answer was lost or the server was busy, saying why when it can', () => {
    for (const error of [new ApiRequestError(503, 'unavailable', 'x'), new TypeError('x')]) {
      expect(describeConfirmFailure(error)).toMatchObject({ clearCode: false, toast: { message: 'The code could not be checked. Please try again.' } });
    }
    expect(describeConfirmFailure(new ApiRequestError(429, 'throttled', 'Too many requests'))).toMatchObject({ clearCode: false, toast: { message: 'Too many requests' } });
    expect(describeConfirmFailure(new ApiRequestError(0, 'network', 'offline'))).toMatchObject({ clearCode: false, toast: { message: 'offline' } });
  });
});
