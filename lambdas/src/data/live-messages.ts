import { DeleteConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { liveConnections } from '../lib/clients/live-connections';

/*
 * Messages to live connections through the WebSocket API's management endpoint, and their end. A
 * connection that closed without its $disconnect (a dropped network, a sleeping laptop) answers
 * 410 Gone: the caller then forgets it.
 */

export type Delivery = 'sent' | 'gone';

const isGone = (error: unknown): boolean => {
  const failure = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  return failure?.name === 'GoneException' || failure?.$metadata?.httpStatusCode === 410;
};

/** Sends one message (a text frame) to one connection. */
export async function sendLiveMessage(connectionId: string, message: string): Promise<Delivery> {
  try {
    await liveConnections().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(message) }));
    return 'sent';
  } catch (error) {
    if (isGone(error)) return 'gone';
    throw error;
  }
}

/** Closes a connection from the server's side (DeleteConnection); one already gone is no failure. */
export async function disconnectLiveConnection(connectionId: string): Promise<void> {
  try {
    await liveConnections().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!isGone(error)) throw error;
  }
}
