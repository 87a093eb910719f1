import { authorizeLiveConnection } from '../domain/live/connections';
import { createLiveAuthorizer } from './create-live-route';

export const handler = createLiveAuthorizer(authorizeLiveConnection);
