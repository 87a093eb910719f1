import { wireOperations } from '@sandbank/shared/operations/wires';
import { getMyWire } from '../../domain/wires/my-wires';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(wireOperations, 'getMyWire', ({ caller, params }) => getMyWire(caller, params.wireId));
