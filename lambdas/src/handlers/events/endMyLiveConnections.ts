import { eventOperations } from '@sandbank/shared/operations/events';
import { endLiveConnectionsOf } from '../../domain/live/connections';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(eventOperations, 'endMyLiveConnections', ({ caller }) => endLiveConnectionsOf(caller));
