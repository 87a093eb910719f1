import { closeLiveConnection } from '../domain/live/connections';
import { createLiveRoute } from './create-live-route';

export const handler = createLiveRoute('liveDisconnect', closeLiveConnection);
