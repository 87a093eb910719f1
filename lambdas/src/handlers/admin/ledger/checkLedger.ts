import { adminLedgerOperations } from '@sandbank/shared/operations/admin/ledger';
import { checkLedger } from '../../../domain/ledger/ledger-check';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminLedgerOperations, 'checkLedger', () => checkLedger());
