import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ pending: null as Promise<void> | null }));
vi.mock('../lib/session-start', () => ({ pendingStoredSession: () => session.pending }));

const { StoredSessionRead } = await import('./stored-session-read');

/** The first screen as the app renders it: the delayed spinner while something it needs is on its way. */
const firstScreen = () => renderToString(createElement(Suspense, { fallback: 'spinner' }, createElement(StoredSessionRead, null, 'page')));

describe('the first screen and the stored session', () => {
  it('shows at once when this browser held no session', () => {
    session.pending = null;
    expect(firstScreen()).toContain('page');
    expect(firstScreen()).not.toContain('spinner');
  });

  it('waits while the stored session is being read', () => {
    session.pending = new Promise<void>(() => undefined);
    expect(firstScreen()).toContain('spinner');
    expect(firstScreen()).not.toContain('page');
  });
});
