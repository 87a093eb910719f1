import { expireLapsedRequests } from '../domain/wires/wire-expiry';
import { createJob } from './create-job';

export const handler = createJob('expireWireRequests', ({ scheduledAt }) => expireLapsedRequests(scheduledAt));
