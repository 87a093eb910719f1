import { authorizeLiveConnection } from '../domain/live/connections';
import { createLiveAuthorizer } from './create-live-route';

export const handler = createLiveAuthorizer((ticket) => authorizeLiveConnection(ticket, Date.now()));
