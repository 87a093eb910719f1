import type { CheckDepositPage } from '@sandbank/shared/operations/checks';
import { checksOfUser } from '../../data/entities/check-deposit';
import type { Caller } from '../caller';
import { toCheckView } from './check-views';

export async function listMyCheckDeposits(caller: Caller, query: { cursor?: string; limit: number }): Promise<CheckDepositPage> {
  const page = await checksOfUser(caller.userId, query);
  return { items: page.items.map(toCheckView), nextCursor: page.nextCursor };
}
