import { wireOperations } from '@sandbank/shared/operations/wires';
import { listMyWires } from '../../domain/wires/my-wires';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(wireOperations, 'listMyWires', ({ caller, query }) => listMyWires(caller, query));
