import { describe, expect, it } from 'vitest';
import { defaultRateLimits, rateLimitCategories, resolveRateLimits } from './rate-limits';

describe('the per-caller limits', () => {
  it('are the defaults when a deployment sets nothing', () => {
    expect(resolveRateLimits(undefined)).toEqual(defaultRateLimits);
    expect(resolveRateLimits('')).toEqual(defaultRateLimits);
    expect(Object.keys(defaultRateLimits).sort()).toEqual([...rateLimitCategories].sort());
  });

  it('take what a deployment changes and keep the rest', () => {
    const limits = resolveRateLimits('{"moneyMovement":{"limit":600,"windowSeconds":3600},"search":{"limit":5}}');
    expect(limits.moneyMovement).toEqual({ limit: 600, windowSeconds: 3600 });
    expect(limits.search).toEqual({ limit: 5, windowSeconds: defaultRateLimits.search.windowSeconds });
    expect(limits.lookup).toEqual(defaultRateLimits.lookup);
  });

  it.each([
    ['an unknown category', '{"everything":{"limit":1}}'],
    ['a limit of zero', '{"search":{"limit":0}}'],
    ['a fractional window', '{"search":{"windowSeconds":1.5}}'],
    ['an unknown field', '{"search":{"burst":3}}'],
  ])('refuse %s', (_, overrides) => {
    expect(() => resolveRateLimits(overrides)).toThrow(/RATE_LIMITS is not valid/);
  });

  it('refuse text that is not JSON', () => {
    expect(() => resolveRateLimits('moneyMovement=5')).toThrow();
  });
});
