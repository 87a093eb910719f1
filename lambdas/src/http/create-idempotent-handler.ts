import { unauthorized } from '@sandbank/shared/errors';
import type { ImplementationAnswer, OperationTable } from '@sandbank/shared/operation';
import type { Caller } from '../domain/caller';
import type { IdempotencyScope } from '../domain/ledger/movement';
import { logger } from '../lib/logger';
import { handleOperation, type Handler, type HandlerInput } from './create-handler';
import { runIdempotently } from './idempotency';
import { readIdempotencyKey } from './request';

/** The money-moving operations of an area: idempotent, and never public (a key belongs to a caller). */
type IdempotentOperationIds<Area extends OperationTable> = {
  [Id in keyof Area]: Area[Id] extends { idempotent: true; access: 'customer' | 'admin' } ? Id : never;
}[keyof Area] &
  string;

/**
 * The Lambda handler of a money-moving operation: on top of what every handler does, it requires
 * an `Idempotency-Key` and runs the implementation at most once per caller, operation and key,
 * handing it the idempotency record to write inside its movement's transaction.
 */
export function createIdempotentHandler<Area extends OperationTable, Id extends IdempotentOperationIds<Area>>(
  area: Area,
  operationId: Id,
  implementation: (input: HandlerInput<Area[Id]> & { idempotency: IdempotencyScope }) => Promise<ImplementationAnswer<Area[Id]>>,
): Handler {
  const operation: Area[Id] = area[operationId];
  return handleOperation<Area[Id]>(operationId, operation, (input, event) => {
    const key = readIdempotencyKey(event);
    logger.appendKeys({ idempotencyKey: key });
    // Never null here (the access check ran), but the key is the caller's, so make sure.
    const caller: Caller | null = input.caller;
    if (!caller) throw unauthorized();
    const payload = { params: input.params, body: input.body };
    const request = { callerId: caller.userId, operationId, key, payload, rateLimit: operation.rateLimit };
    return runIdempotently(request, (idempotency) => implementation({ ...input, idempotency }));
  });
}
