import { describe, expect, it, vi } from 'vitest';
import type { DataStore, DataStoreFactory } from './cognito-local';
import { coalescingSaves } from './coalesced-saves';

/** A store shaped like cognito-local's: each change calls its database's `save` and waits for it. */
function countingFactory() {
  const writes: string[] = [];
  const factory: DataStoreFactory = {
    async create(_ctx, id) {
      const db = { state: 0, save: async () => void writes.push(`${id}:${db.state}`) };
      const store = {
        db,
        set: async (_c: unknown, _key: unknown, value: number) => {
          db.state = value;
          await db.save();
        },
      };
      return store as unknown as DataStore;
    },
  };
  return { factory, writes };
}

const ctx = {} as Parameters<DataStore['set']>[0];

describe('coalesced saves of the user pools’ files', () => {
  it('writes each changed file once per interval, with its latest state', async () => {
    vi.useFakeTimers();
    try {
      const { factory, writes } = countingFactory();
      const files = coalescingSaves(factory, 250);
      const [pool, clients] = await Promise.all([files.factory.create(ctx, 'pool', {}), files.factory.create(ctx, 'clients', {})]);
      for (let value = 1; value <= 20; value += 1) await pool.set(ctx, 'Users', value);
      await clients.set(ctx, 'Clients', 7);
      expect(writes).toEqual([]);
      await vi.advanceTimersByTimeAsync(250);
      expect(writes.sort()).toEqual(['clients:7', 'pool:20']);
      await pool.set(ctx, 'Users', 21);
      await vi.advanceTimersByTimeAsync(250);
      expect(writes).toHaveLength(3);
      expect(writes.at(-1)).toBe('pool:21');
      // Nothing changed: nothing written.
      await vi.advanceTimersByTimeAsync(1_000);
      expect(writes).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes what is left at once when flushed, as the emulator does when it stops', async () => {
    const { factory, writes } = countingFactory();
    const files = coalescingSaves(factory, 60_000);
    const pool = await files.factory.create(ctx, 'pool', {});
    await pool.set(ctx, 'Users', 3);
    await files.flush();
    expect(writes).toEqual(['pool:3']);
  });
});
