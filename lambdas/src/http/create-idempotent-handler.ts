import { unauthorized } from '@sandbank/shared/errors';
import type { ImplementationAnswer, OperationDefinition, OperationTable } from '@sandbank/shared/operation';
import type { Caller } from '../domain/caller';
import type { IdempotencyScope } from '../domain/idempotency/idempotency-scope';
import { logger } from '../lib/logger';
import { handleOperation, type Handler, type HandlerInput, type StandingCheck } from './create-handler';
import { runIdempotently } from './idempotency';
import { readIdempotencyKey } from './request';

type IdempotentOperationIds<Area extends OperationTable> = {
  [Id in keyof Area]: Area[Id] extends { idempotent: true; access: 'customer' } ? Id : never;
}[keyof Area] &
  string;

export type IdempotentImplementation<Definition extends OperationDefinition> = (
  input: HandlerInput<Definition> & { idempotency: IdempotencyScope },
) => Promise<ImplementationAnswer<Definition>>;

/**
 * Runs the implementation at most once per caller, operation and key, handing it the idempotency record to write
 * inside its movement's transaction.
 */
export function createIdempotentHandler<Area extends OperationTable, Id extends IdempotentOperationIds<Area>>(
  area: Area,
  operationId: Id,
  implementation: IdempotentImplementation<Area[Id]>,
): Handler {
  return handleIdempotently(operationId, area[operationId], implementation);
}

export function handleIdempotently<Definition extends OperationDefinition>(
  operationId: string,
  operation: Definition,
  implementation: IdempotentImplementation<Definition>,
  standing?: StandingCheck,
): Handler {
  return handleOperation<Definition>(operationId, operation, (input, event) => {
    const key = readIdempotencyKey(event);
    logger.appendKeys({ idempotencyKey: key });
    // Never null here, but the key is the caller's, so make sure.
    const caller: Caller | null = input.caller;
    if (!caller) throw unauthorized();
    const payload = { params: input.params, body: input.body };
    const request = { callerId: caller.userId, operationId, key, payload, rateLimit: operation.rateLimit };
    return runIdempotently(request, (idempotency) => implementation({ ...input, idempotency }));
  }, standing);
}
