import { createHandler } from '../lib/http';

export const handler = createHandler('health', async () => ({ status: 'ok' as const, time: new Date().toISOString() }));
