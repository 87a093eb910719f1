import { adminLedgerOperations } from '@sandbank/shared/operations/admin/ledger';
import { checkLedger } from '../../../domain/ledger/ledger-check';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminLedgerOperations, 'checkLedger', () => checkLedger(new Date()));
