import { eventOperations } from '@sandbank/shared/operations/events';
import { listMyEvents } from '../../domain/events/my-events';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(eventOperations, 'listMyEvents', ({ caller, query }) => listMyEvents(caller, query));
