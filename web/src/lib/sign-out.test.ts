import { beforeEach, describe, expect, it, vi } from 'vitest';

/* Sign Out ends the user's live connections on the server before it ends their sessions, and signs out even when the first step fails. */

const steps: string[] = [];
let liveConnectionsAnswer: () => Promise<unknown> = async () => ({ ended: 1 });
vi.mock('./api-client', () => ({
  api: async (operationId: string, options: { tokenAsStored?: true }) => {
    steps.push(options.tokenAsStored ? `${operationId} (token as stored)` : operationId);
    return liveConnectionsAnswer();
  },
}));
vi.mock('./auth-actions', () => ({ signOut: async () => void steps.push('signOut') }));

const { signOutAndEndLiveConnections } = await import('./sign-out');

describe('signOutAndEndLiveConnections', () => {
  beforeEach(() => {
    steps.length = 0;
    liveConnectionsAnswer = async () => ({ ended: 1 });
  });

  it('has the server forget the live connections first, with the token as it is (no renewal to end the session early), then signs out everywhere', async () => {
    await signOutAndEndLiveConnections();
    expect(steps).toEqual(['endMyLiveConnections (token as stored)', 'signOut']);
  });

  it('signs out all the same when the API refuses the first step', async () => {
    liveConnectionsAnswer = async () => {
      throw new Error('HTTP 401');
    };
    await signOutAndEndLiveConnections();
    expect(steps).toEqual(['endMyLiveConnections (token as stored)', 'signOut']);
  });
});
