import { adminWireOperations } from '@sandbank/shared/operations/admin/wires';
import { rejectWire } from '../../../domain/wires/wire-decisions';
import { createIdempotentHandler } from '../../../http/create-idempotent-handler';

export const handler = createIdempotentHandler(adminWireOperations, 'rejectWire', ({ caller, params, body, idempotency }) =>
  rejectWire(caller, params.wireId, body.reason, idempotency),
);
