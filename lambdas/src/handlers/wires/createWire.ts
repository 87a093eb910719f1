import { wireOperations } from '@sandbank/shared/operations/wires';
import { createWire } from '../../domain/wires/wire-request';
import { createIdempotentHandler } from '../../http/create-idempotent-handler';
import { mailOf } from '../../http/sandbox/mail';

export const handler = createIdempotentHandler(wireOperations, 'createWire', ({ caller, body, idempotency }) =>
  createWire(caller, body, idempotency, mailOf(caller)),
);
