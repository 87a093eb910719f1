import { expireTestCustomers } from '../domain/sandbox/expiry';
import { createJob } from './create-job';

export const handler = createJob('expireTestCustomers', ({ scheduledAt }) => expireTestCustomers(scheduledAt));
