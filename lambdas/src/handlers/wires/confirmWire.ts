import { wireOperations } from '@sandbank/shared/operations/wires';
import { decideMagicWire } from '../../domain/sandbox/simulate-wire';
import { confirmWire } from '../../domain/wires/wire-confirmation';
import { createIdempotentHandler } from '../../http/create-idempotent-handler';
import { outcomeFor } from '../../http/sandbox/outcomes';

export const handler = createIdempotentHandler(wireOperations, 'confirmWire', ({ caller, params, body, idempotency }) =>
  confirmWire(caller, params.wireId, body.code, idempotency, outcomeFor(caller, decideMagicWire)),
);
