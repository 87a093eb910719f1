import { checkOperations } from '@sandbank/shared/operations/checks';
import { listMyCheckDeposits } from '../../domain/checks/my-checks';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(checkOperations, 'listMyCheckDeposits', ({ caller, query }) => listMyCheckDeposits(caller, query));
