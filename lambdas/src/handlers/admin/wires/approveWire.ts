import { adminWireOperations } from '@sandbank/shared/operations/admin/wires';
import { approveWire } from '../../../domain/wires/wire-decisions';
import { createIdempotentHandler } from '../../../http/create-idempotent-handler';

export const handler = createIdempotentHandler(adminWireOperations, 'approveWire', ({ caller, params, idempotency }) =>
  approveWire(caller, params.wireId, idempotency),
);
