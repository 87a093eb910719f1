import { wireOperations } from '@sandbank/shared/operations/wires';
import { createWire } from '../../domain/wires/wire-request';
import { createIdempotentHandler } from '../../http/create-idempotent-handler';

export const handler = createIdempotentHandler(wireOperations, 'createWire', ({ caller, body, idempotency, sendMail }) =>
  createWire(caller, body, idempotency, sendMail),
);
