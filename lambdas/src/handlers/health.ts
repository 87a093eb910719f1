import { publicOperations } from '@sandbank/shared/operations/public';
import { createHandler } from '../http/create-handler';

export const handler = createHandler(publicOperations, 'health', async () => ({ status: 'ok' as const, time: new Date().toISOString() }));
