import type { OperationTable } from '@sandbank/shared/operation';
import { confirmAdministrator } from './admin-standing';
import { handleOperation, type Answer, type Handler, type HandlerInput } from './create-handler';
import { handleIdempotently, type IdempotentImplementation } from './create-idempotent-handler';

/* A module of its own, so only admin operations' functions load the Cognito client; the other wrappers' types refuse an admin operation. */

type AdminOperationIds<Area extends OperationTable, Idempotent extends boolean> = {
  [Id in keyof Area]: Area[Id] extends { access: 'admin' } ? (Area[Id] extends { idempotent: true } ? (Idempotent extends true ? Id : never) : Idempotent extends true ? never : Id) : never;
}[keyof Area] &
  string;

export function createAdminHandler<Area extends OperationTable, Id extends AdminOperationIds<Area, false>>(
  area: Area,
  operationId: Id,
  implementation: (input: HandlerInput<Area[Id]>) => Promise<Answer<Area[Id]>>,
): Handler {
  return handleOperation<Area[Id]>(operationId, area[operationId], (input) => implementation(input), confirmAdministrator);
}

export function createIdempotentAdminHandler<Area extends OperationTable, Id extends AdminOperationIds<Area, true>>(
  area: Area,
  operationId: Id,
  implementation: IdempotentImplementation<Area[Id]>,
): Handler {
  return handleIdempotently(operationId, area[operationId], implementation, confirmAdministrator);
}
