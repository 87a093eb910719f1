import { adminWireOperations } from '@sandbank/shared/operations/admin/wires';
import { listAllWires } from '../../../domain/wires/all-wires';
import { createHandler } from '../../../http/create-handler';

export const handler = createHandler(adminWireOperations, 'listWires', ({ caller, query }) => listAllWires(caller, query));
