import { checkLedger } from '../domain/ledger/ledger-check';
import { createHandler } from '../lib/http';

export const handler = createHandler('checkLedger', () => checkLedger());
