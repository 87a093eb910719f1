import { verifyAuditChain } from '../domain/audit/audit-chain';
import { createHandler } from '../lib/http';

export const handler = createHandler('verifyAuditChain', () => verifyAuditChain());
