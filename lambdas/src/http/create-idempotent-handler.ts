import { unauthorized } from '@sandbank/shared/errors';
import type { ImplementationAnswer, OperationDefinition, OperationTable } from '@sandbank/shared/operation';
import type { Caller } from '../domain/caller';
import type { IdempotencyScope } from '../domain/idempotency/idempotency-scope';
import { logger } from '../lib/logger';
import { handleOperation, type Handler, type HandlerInput, type StandingCheck } from './create-handler';
import { runIdempotently } from './idempotency';
import { readIdempotencyKey } from './request';

/** The money-moving operations of an area a customer calls (an administrator's: create-admin-handler.ts). */
type IdempotentOperationIds<Area extends OperationTable> = {
  [Id in keyof Area]: Area[Id] extends { idempotent: true; access: 'customer' } ? Id : never;
}[keyof Area] &
  string;

/** What a money-moving operation's implementation receives: the parsed request and its idempotency scope. */
export type IdempotentImplementation<Definition extends OperationDefinition> = (
  input: HandlerInput<Definition> & { idempotency: IdempotencyScope },
) => Promise<ImplementationAnswer<Definition>>;

/**
 * The Lambda handler of a money-moving operation: on top of what every handler does, it requires
 * an `Idempotency-Key` and runs the implementation at most once per caller, operation and key,
 * handing it the idempotency record to write inside its movement's transaction.
 */
export function createIdempotentHandler<Area extends OperationTable, Id extends IdempotentOperationIds<Area>>(
  area: Area,
  operationId: Id,
  implementation: IdempotentImplementation<Area[Id]>,
): Handler {
  return handleIdempotently(operationId, area[operationId], implementation);
}

/** The money-moving request path, for an operation whose caller's `standing` is also checked (an admin operation's). */
export function handleIdempotently<Definition extends OperationDefinition>(
  operationId: string,
  operation: Definition,
  implementation: IdempotentImplementation<Definition>,
  standing?: StandingCheck,
): Handler {
  return handleOperation<Definition>(operationId, operation, (input, event) => {
    const key = readIdempotencyKey(event);
    logger.appendKeys({ idempotencyKey: key });
    // Never null here (the access check ran), but the key is the caller's, so make sure.
    const caller: Caller | null = input.caller;
    if (!caller) throw unauthorized();
    const payload = { params: input.params, body: input.body };
    const request = { callerId: caller.userId, operationId, key, payload, rateLimit: operation.rateLimit };
    return runIdempotently(request, (idempotency) => implementation({ ...input, idempotency }));
  }, standing);
}
