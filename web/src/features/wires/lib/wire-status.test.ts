import { describe, expect, it } from 'vitest';
import { wireListStatus } from './wire-status';

const now = Date.parse('2026-03-14T12:00:00.000Z');
const awaiting = { status: 'awaiting_confirmation' as const, codeExpiresAt: '2026-03-14T12:10:00.000Z', attemptsLeft: 5 };
const decided = { codeExpiresAt: null, attemptsLeft: null };

describe('wireListStatus', () => {
  it('awaits the code while the request waits, even with every try used', () => {
    expect(wireListStatus(awaiting, now)).toBe('awaiting-code');
    expect(wireListStatus({ ...awaiting, attemptsLeft: 0 }, now)).toBe('awaiting-code');
  });

  it('reads a lapsed code as expired before the expiry job has run', () => {
    expect(wireListStatus({ ...awaiting, codeExpiresAt: '2026-03-14T11:59:59.000Z' }, now)).toBe('expired');
    expect(wireListStatus({ status: 'expired', ...decided }, now)).toBe('expired');
  });

  it('names the back office’s stages as the customer knows them', () => {
    expect(wireListStatus({ status: 'pending', ...decided }, now)).toBe('pending-review');
    expect(wireListStatus({ status: 'approved', ...decided }, now)).toBe('completed');
    expect(wireListStatus({ status: 'rejected', ...decided }, now)).toBe('rejected');
  });
});
