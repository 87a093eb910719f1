import { wireOperations } from '@sandbank/shared/operations/wires';
import { confirmWire } from '../../domain/wires/wire-confirmation';
import { createIdempotentHandler } from '../../http/create-idempotent-handler';

export const handler = createIdempotentHandler(wireOperations, 'confirmWire', ({ caller, params, body, idempotency, outcomes }) =>
  confirmWire(caller, params.wireId, body.code, idempotency, outcomes),
);
