import type { OperationTable } from '@sandbank/shared/operation';
import { confirmAdministrator } from './admin-standing';
import { handleOperation, type Answer, type Handler, type HandlerInput } from './create-handler';
import { handleIdempotently, type IdempotentImplementation } from './create-idempotent-handler';

/*
 * The handlers of admin operations: the request path of every handler, and after the access check
 * the user pool asked whether the caller is still an administrator and their session stands
 * (admin-standing.ts). A module of its own, so that only these functions load the Cognito client;
 * the other wrappers' types refuse an admin operation, and handleOperation one without the check.
 */

type AdminOperationIds<Area extends OperationTable, Idempotent extends boolean> = {
  [Id in keyof Area]: Area[Id] extends { access: 'admin' } ? (Area[Id] extends { idempotent: true } ? (Idempotent extends true ? Id : never) : Idempotent extends true ? never : Id) : never;
}[keyof Area] &
  string;

/** The Lambda handler of an admin operation that moves no money. */
export function createAdminHandler<Area extends OperationTable, Id extends AdminOperationIds<Area, false>>(
  area: Area,
  operationId: Id,
  implementation: (input: HandlerInput<Area[Id]>) => Promise<Answer<Area[Id]>>,
): Handler {
  return handleOperation<Area[Id]>(operationId, area[operationId], (input) => implementation(input), confirmAdministrator);
}

/** The Lambda handler of an admin operation that moves money (createIdempotentHandler's path). */
export function createIdempotentAdminHandler<Area extends OperationTable, Id extends AdminOperationIds<Area, true>>(
  area: Area,
  operationId: Id,
  implementation: IdempotentImplementation<Area[Id]>,
): Handler {
  return handleIdempotently(operationId, area[operationId], implementation, confirmAdministrator);
}
