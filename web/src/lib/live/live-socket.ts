import { BankEvent } from '@sandbank/shared/schemas/event';
import { api, ApiRequestError } from '../api-client';
import { endSessionHere } from '../auth-actions';
import { onSessionEnd } from '../session-state';
import { setLiveStatus } from './live-status';

/*
 * This tab's live connection: one WebSocket to `/ws` on the app's own origin (CloudFront routes
 * it to the live-updates API; locally the web server forwards it to the gateway), opened with a
 * one-time ticket asked for just before (POST /api/live/tickets, with the access token, which
 * never goes into the URL: URLs land in access logs). The API uses the ticket up when the
 * connection opens. Each message is one event (BankEvent, the same JSON as a webhook body). Lost
 * connections are opened again after a growing delay with a new ticket; API Gateway also ends a
 * connection after 10 idle minutes or 2 hours, and the server ends an administrator's when their
 * session or their rights end, which is the same case. After a reconnection the screens read
 * everything again once, for what happened while it was down.
 */

export interface LiveListener {
  onEvent(event: BankEvent): void;
  /** The connection is back after being lost: changes in between arrived as no message. */
  onReconnect(): void;
}

/** Delays before the next attempt: 1 s, 2 s, 4 s … up to 30 s, with jitter. */
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;
/** A connection that stayed up this long was not failing: the next loss retries at once. */
const STABLE_MS = 60_000;

const listeners = new Set<LiveListener>();
let socket: WebSocket | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
let everOpened = false;

const liveUrl = (ticket: string) => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws?ticket=${encodeURIComponent(ticket)}`;

/**
 * A ticket for the next connection, or null when there is none to open: signed out meanwhile, or
 * the API no longer accepts the session (which then ends here, as any call's 401 ends it). A
 * failure of another kind is thrown, and tried again later.
 */
async function newTicket(): Promise<string | null> {
  try {
    return (await api('createLiveTicket')).ticket;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
    await endSessionHere();
    return null;
  }
}

function parse(data: unknown): BankEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = BankEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function scheduleRetry(): void {
  if (listeners.size === 0) return;
  const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures) * (0.75 + Math.random() / 2);
  failures += 1;
  retryTimer = setTimeout(() => void open(), delay);
}

async function open(): Promise<void> {
  retryTimer = undefined;
  let ticket: string | null;
  try {
    ticket = await newTicket();
  } catch {
    if (listeners.size > 0 && !socket) {
      setLiveStatus('down');
      scheduleRetry();
    }
    return;
  }
  // Signed out meanwhile, or nobody listens any more.
  if (!ticket || listeners.size === 0 || socket) return;
  const opening = new WebSocket(liveUrl(ticket));
  socket = opening;
  let openedAt = 0;
  opening.onopen = () => {
    openedAt = Date.now();
    setLiveStatus('up');
    if (everOpened) for (const listener of listeners) listener.onReconnect();
    everOpened = true;
  };
  opening.onmessage = (message) => {
    const event = parse(message.data);
    if (event) for (const listener of listeners) listener.onEvent(event);
  };
  opening.onclose = () => {
    if (socket !== opening) return;
    socket = null;
    if (listeners.size === 0) return;
    setLiveStatus('down');
    if (openedAt > 0 && Date.now() - openedAt > STABLE_MS) failures = 0;
    scheduleRetry();
  };
}

function close(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  const closing = socket;
  socket = null;
  closing?.close(1000);
  failures = 0;
  everOpened = false;
  setLiveStatus('off');
}

/** Starts receiving live updates (the connection opens with the first listener); returns the stop. */
export function listenToLiveUpdates(listener: LiveListener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    setLiveStatus('connecting');
    void open();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}

// Signed out, here or in another tab: the connection is this person's, it ends with their session.
onSessionEnd(() => {
  if (socket || retryTimer) {
    close();
    // Still mounted listeners start again with the next person's session.
    if (listeners.size > 0) {
      setLiveStatus('connecting');
      retryTimer = setTimeout(() => void open(), FIRST_RETRY_MS);
    }
  }
});
