import { describe, expect, it } from 'vitest';
import { COUNTER_SHARDS, ENTRY_SHARDS } from '@sandbank/lambdas/local';
import { patternOf } from './hot-keys';

describe('the key patterns of the hot-key audit', () => {
  it("names a customer's, an account's or a caller's partition by its template, not shared", () => {
    expect(patternOf('table', 'USER#0b6f3c1e-1111-2222-3333-444455556666')).toEqual({ template: 'USER#{userId}', shared: false, shards: 1 });
    expect(patternOf('gsi1', 'ACCOUNT#01J0000000000000000000000A')).toMatchObject({ template: 'ACCOUNT#{accountId}', shared: false });
    expect(patternOf('table', 'RATELIMIT#address:127.0.0.1')).toMatchObject({ template: 'RATELIMIT#{callerId}', shared: false });
  });

  it('names the partitions every customer shares, with the shards their writes spread over', () => {
    expect(patternOf('table', 'STATS#07')).toEqual({ template: 'STATS#{shard}', shared: true, shards: COUNTER_SHARDS });
    expect(patternOf('gsi2', 'ENTRIES#2026-11#03')).toEqual({ template: 'ENTRIES#{month}#{shard}', shared: true, shards: ENTRY_SHARDS });
    expect(patternOf('gsi2', 'ACCOUNTS')).toEqual({ template: 'ACCOUNTS', shared: true, shards: 1 });
    expect(patternOf('gsi3', 'WIRES#pending')).toEqual({ template: 'WIRES#{status}', shared: true, shards: 1 });
  });

  it('prefers the most specific template, and calls a key no template makes undeclared and shared', () => {
    expect(patternOf('gsi3', 'WIRES#awaiting_confirmation').template).toBe('WIRES#awaiting_confirmation');
    expect(patternOf('gsi2', 'SOMETHING#NEW')).toEqual({ template: 'undeclared: SOMETHING#NEW', shared: true, shards: 1 });
  });
});
