import { adminWireOperations } from '@sandbank/shared/operations/admin/wires';
import { rejectWire } from '../../../domain/wires/wire-decisions';
import { createIdempotentAdminHandler } from '../../../http/create-admin-handler';

export const handler = createIdempotentAdminHandler(adminWireOperations, 'rejectWire', ({ caller, params, body, idempotency }) =>
  rejectWire(caller, params.wireId, body.reason, idempotency),
);
