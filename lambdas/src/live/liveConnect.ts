import { openLiveConnection } from '../domain/live/connections';
import { createLiveRoute } from './create-live-route';

export const handler = createLiveRoute('liveConnect', openLiveConnection);
