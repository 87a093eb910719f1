import { describe, expect, it } from 'vitest';
import { compilePath, fillPath } from './paths';

describe('operation paths', () => {
  it('fills and encodes parameters', () => {
    expect(fillPath('/api/transactions/{transactionId}', { transactionId: 'a/b' })).toBe('/api/transactions/a%2Fb');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => fillPath('/api/transactions/{transactionId}', {})).toThrow('transactionId');
  });

  it('matches only whole paths and decodes parameters', () => {
    const match = compilePath('/api/transactions/{transactionId}');
    expect(match('/api/transactions/01ABC')).toEqual({ transactionId: '01ABC' });
    expect(match('/api/transactions/a%20b')).toEqual({ transactionId: 'a b' });
    expect(match('/api/transactions')).toBeNull();
    expect(match('/api/transactions/1/extra')).toBeNull();
  });
});
