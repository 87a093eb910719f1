import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api-client';

/*
 * The tab's live connection against a stand-in WebSocket: it opens with a one-time ticket asked
 * for just before, on the app's own origin, hands on each event, says whether it is up (which
 * stops the polling), and comes back after a loss with a growing delay and a new ticket, asking
 * the screens to catch up. The access token never goes into its URL.
 */

let tickets = 0;
let ticketAnswer: () => Promise<{ ticket: string; expiresAt: string }> = async () => ({ ticket: `ticket-${(tickets += 1)}`, expiresAt: '' });
vi.mock('../api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: async (operationId: string) => {
    if (operationId !== 'createLiveTicket') throw new Error(`unexpected ${operationId}`);
    return ticketAnswer();
  },
}));
let sessionsEndedHere = 0;
vi.mock('../auth-actions', () => ({ endSessionHere: async () => void (sessionsEndedHere += 1) }));
let endSession: () => void = () => undefined;
vi.mock('../session-state', () => ({ onSessionEnd: (listener: () => void) => void (endSession = listener) }));

class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  /** The server side: */
  accept() {
    this.onopen?.();
  }
  send(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop() {
    this.onclose?.();
  }
}

vi.stubGlobal('WebSocket', FakeSocket);
vi.stubGlobal('location', { protocol: 'https:', host: 'bank.example' });

const { listenToLiveUpdates } = await import('./live-socket');
const { getLiveStatus } = await import('./live-status');

const event = { id: '01JD0000000000000000000000', type: 'wire.approved', createdAt: '2026-11-26T20:00:00.000Z', data: { id: 'W1' } };
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('the live connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.opened = [];
    tickets = 0;
    sessionsEndedHere = 0;
    ticketAnswer = async () => ({ ticket: `ticket-${(tickets += 1)}`, expiresAt: '' });
  });
  afterEach(() => vi.useRealTimers());

  it('opens one socket on the app’s origin with a ticket, hands on events, and says when it is up', async () => {
    const events: unknown[] = [];
    const stop = listenToLiveUpdates({ onEvent: (received) => events.push(received), onReconnect: () => undefined });
    const alsoStop = listenToLiveUpdates({ onEvent: () => undefined, onReconnect: () => undefined });
    await flush();
    expect(FakeSocket.opened.map((socket) => socket.url)).toEqual(['wss://bank.example/ws?ticket=ticket-1']);
    expect(getLiveStatus()).toBe('connecting');
    FakeSocket.opened[0]!.accept();
    expect(getLiveStatus()).toBe('up');
    FakeSocket.opened[0]!.send(event);
    FakeSocket.opened[0]!.send('{"message":"Forbidden"}');
    expect(events).toEqual([event]);
    stop();
    expect(FakeSocket.opened[0]!.closed).toBe(false);
    alsoStop();
    expect(FakeSocket.opened[0]!.closed).toBe(true);
    expect(getLiveStatus()).toBe('off');
  });

  it('comes back after a loss with growing delays and a new ticket, then asks the screens to catch up', async () => {
    let caughtUp = 0;
    const stop = listenToLiveUpdates({ onEvent: () => undefined, onReconnect: () => void (caughtUp += 1) });
    await flush();
    FakeSocket.opened[0]!.accept();
    FakeSocket.opened[0]!.drop();
    expect(getLiveStatus()).toBe('down');
    await vi.advanceTimersByTimeAsync(1600);
    expect(FakeSocket.opened).toHaveLength(2);
    expect(FakeSocket.opened[1]!.url).toBe('wss://bank.example/ws?ticket=ticket-2');
    // Refused again: the next try waits longer.
    FakeSocket.opened[1]!.drop();
    await vi.advanceTimersByTimeAsync(1400);
    expect(FakeSocket.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1700);
    expect(FakeSocket.opened).toHaveLength(3);
    FakeSocket.opened[2]!.accept();
    expect(getLiveStatus()).toBe('up');
    expect(caughtUp).toBe(1);
    stop();
  });

  it('ends with the session', async () => {
    const stop = listenToLiveUpdates({ onEvent: () => undefined, onReconnect: () => undefined });
    await flush();
    FakeSocket.opened[0]!.accept();
    endSession();
    expect(FakeSocket.opened[0]!.closed).toBe(true);
    stop();
    expect(getLiveStatus()).toBe('off');
  });

  it('tries again later when no ticket could be had, and opens nothing meanwhile', async () => {
    ticketAnswer = async () => {
      throw new ApiRequestError(503, 'unavailable', 'Please try again');
    };
    const stop = listenToLiveUpdates({ onEvent: () => undefined, onReconnect: () => undefined });
    await flush();
    expect(FakeSocket.opened).toHaveLength(0);
    expect(getLiveStatus()).toBe('down');
    ticketAnswer = async () => ({ ticket: 'ticket-after', expiresAt: '' });
    await vi.advanceTimersByTimeAsync(1600);
    expect(FakeSocket.opened.map((socket) => socket.url)).toEqual(['wss://bank.example/ws?ticket=ticket-after']);
    stop();
  });

  it('ends the session here when the API no longer accepts it (401), and opens nothing', async () => {
    ticketAnswer = async () => {
      throw new ApiRequestError(401, 'unauthorized', 'Sign-in required');
    };
    const stop = listenToLiveUpdates({ onEvent: () => undefined, onReconnect: () => undefined });
    await flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.opened).toHaveLength(0);
    expect(sessionsEndedHere).toBe(1);
    stop();
  });
});
