import { DeleteConnectionCommand, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { liveConnections } from '../lib/clients/live-connections';

/* A connection that closed without its $disconnect answers 410 Gone, and the caller then forgets it. */

export type Delivery = 'sent' | 'gone';

const isGone = (error: unknown): boolean => {
  const failure = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  return failure?.name === 'GoneException' || failure?.$metadata?.httpStatusCode === 410;
};

export async function sendLiveMessage(connectionId: string, message: string): Promise<Delivery> {
  try {
    await liveConnections().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(message) }));
    return 'sent';
  } catch (error) {
    if (isGone(error)) return 'gone';
    throw error;
  }
}

/** One already gone is no failure. */
export async function disconnectLiveConnection(connectionId: string): Promise<void> {
  try {
    await liveConnections().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!isGone(error)) throw error;
  }
}
