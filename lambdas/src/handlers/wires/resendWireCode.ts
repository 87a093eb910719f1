import { wireOperations } from '@sandbank/shared/operations/wires';
import { resendWireCode } from '../../domain/wires/wire-request';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(wireOperations, 'resendWireCode', ({ caller, params, sendMail }) => resendWireCode(caller, params.wireId, sendMail));
