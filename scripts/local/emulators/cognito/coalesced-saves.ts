import type { DataStore, DataStoreFactory } from './cognito-local';

/** The part of a StormDB database a store saves with: `save` writes its whole state to its file. */
interface SavingDatabase {
  save(): Promise<unknown> | null;
}

/**
 * cognito-local's store writes the user pool's whole file — every user, every refresh token,
 * pretty-printed — on each change, and waits for it. With a few thousand users (a test tier's
 * run, a long-lived `npm start`) that is tens of milliseconds of the emulator's one thread per
 * sign-in, growing with every user. The state is in memory and read from there; only the file
 * lags: a change answers at once, each changed file is written at most once per `delayMs` with
 * its latest state, and `flush` writes what is left (the emulator's process flushes as it stops).
 */
export function coalescingSaves(factory: DataStoreFactory, delayMs = 250): { factory: DataStoreFactory; flush: () => Promise<void> } {
  const due = new Set<() => Promise<unknown> | null>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<unknown> = Promise.resolve();

  const writeDue = () => {
    timer = null;
    const saves = [...due];
    due.clear();
    // One round of writes at a time: two writes of one file at once could interleave.
    writing = writing.then(() => Promise.all(saves.map((save) => save())));
    return writing;
  };

  return {
    factory: {
      async create(ctx, id, defaults): Promise<DataStore> {
        const store = await factory.create(ctx, id, defaults);
        const database = (store as unknown as { db: SavingDatabase }).db;
        const save = database.save.bind(database);
        database.save = () => {
          due.add(save);
          timer ??= setTimeout(writeDue, delayMs);
          return Promise.resolve();
        };
        return store;
      },
    },
    flush: async () => {
      if (timer) clearTimeout(timer);
      await writeDue();
    },
  };
}
