import { wireOperations } from '@sandbank/shared/operations/wires';
import { resendWireCode } from '../../domain/wires/wire-request';
import { createHandler } from '../../http/create-handler';
import { mailOf } from '../../http/sandbox/mail';

export const handler = createHandler(wireOperations, 'resendWireCode', ({ caller, params }) => resendWireCode(caller, params.wireId, mailOf(caller)));
