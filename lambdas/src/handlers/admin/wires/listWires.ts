import { adminWireOperations } from '@sandbank/shared/operations/admin/wires';
import { listAllWires } from '../../../domain/wires/all-wires';
import { createAdminHandler } from '../../../http/create-admin-handler';

export const handler = createAdminHandler(adminWireOperations, 'listWires', ({ caller, query }) => listAllWires(caller, query));
