import { describe, expect, it, vi } from 'vitest';
import { StableFacts } from '../../src/lib/stable-facts';

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
