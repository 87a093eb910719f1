import { adminWireOperations } from '@sandbank/shared/operations/admin/wires';
import { approveWire } from '../../../domain/wires/wire-decisions';
import { createIdempotentAdminHandler } from '../../../http/create-admin-handler';

export const handler = createIdempotentAdminHandler(adminWireOperations, 'approveWire', ({ caller, params, idempotency }) =>
  approveWire(caller, params.wireId, idempotency),
);
