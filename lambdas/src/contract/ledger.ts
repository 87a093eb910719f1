/* The SDK client is created on first use, so import this after the environment points at the table. */
export { newEntry, toTransactionView } from '../domain/ledger/entries';
export { postMovement } from '../domain/ledger/movement';
export { idempotencyScope } from '../http/idempotency';
export { newId } from '../lib/ids';
