/*
 * The money kernel as `npm run bench:ledger` drives it: the very movement an internal transfer
 * writes, sent without the gateway and handler around it. The SDK client is created on first
 * use, so import this after the environment points at the table.
 */
export { newEntry, toTransactionView } from '../domain/ledger/entries';
export { postMovement } from '../domain/ledger/movement';
export { idempotencyScope } from '../http/idempotency';
export { newId } from '../lib/ids';
