import { createStaticHandler } from '../../http/create-static-handler';

export const handler = createStaticHandler('health', () => ({ status: 'ok', time: new Date().toISOString() }));
