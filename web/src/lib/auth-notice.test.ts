import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSessionEnded, noteSessionEnded, sessionRecentlyEnded } from './auth-notice';

let items: Map<string, string>;

beforeEach(() => {
  items = new Map();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the notice that a session ended', () => {
  it('is said after the session ended, for a few minutes, until forgotten', () => {
    const endedAt = Date.UTC(2026, 0, 5, 10, 0);
    expect(sessionRecentlyEnded(endedAt)).toBe(false);
    noteSessionEnded(endedAt);
    expect(sessionRecentlyEnded(endedAt + 60_000)).toBe(true);
    expect(sessionRecentlyEnded(endedAt + 11 * 60_000)).toBe(false);
    forgetSessionEnded();
    expect(sessionRecentlyEnded(endedAt + 60_000)).toBe(false);
  });

  it('says nothing where the browser keeps no storage', () => {
    vi.stubGlobal('window', {});
    noteSessionEnded();
    expect(sessionRecentlyEnded()).toBe(false);
  });
});
