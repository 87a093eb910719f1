import { describe, expect, it, vi } from 'vitest';
import { StableFacts } from './stable-facts';

describe('StableFacts', () => {
  it('loads a fact once and remembers it', async () => {
    const facts = new StableFacts<string>();
    const load = vi.fn(async () => 'a@example.test');
    expect(await facts.get('user-1', load)).toBe('a@example.test');
    expect(await facts.get('user-1', load)).toBe('a@example.test');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not remember absence', async () => {
    const facts = new StableFacts<string>();
    const load = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce(null).mockResolvedValueOnce('later');
    expect(await facts.get('email', load)).toBeNull();
    expect(await facts.get('email', load)).toBe('later');
  });

  it('forgets the oldest fact when full', async () => {
    const facts = new StableFacts<number>(2);
    await facts.get('a', async () => 1);
    await facts.get('b', async () => 2);
    await facts.get('c', async () => 3);
    const reload = vi.fn(async () => 10);
    expect(await facts.get('a', reload)).toBe(10);
    expect(await facts.get('c', reload)).toBe(3);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('StableFacts with a maximum age', () => {
  it('loads a fact again once it is older than the maximum age', async () => {
    vi.useFakeTimers();
    try {
      const facts = new StableFacts<string>(10, 60_000);
      const load = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce('enabled').mockResolvedValueOnce('still enabled');
      expect(await facts.get('user-1', load)).toBe('enabled');
      vi.advanceTimersByTime(59_000);
      expect(await facts.get('user-1', load)).toBe('enabled');
      vi.advanceTimersByTime(1_000);
      expect(await facts.get('user-1', load)).toBe('still enabled');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a fact that has become untrue when it is loaded again', async () => {
    vi.useFakeTimers();
    try {
      const facts = new StableFacts<true>(10, 1_000);
      await facts.get('user-1', async () => true);
      vi.advanceTimersByTime(1_000);
      expect(await facts.get('user-1', async () => null)).toBeNull();
      expect(await facts.get('user-1', async () => null)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
