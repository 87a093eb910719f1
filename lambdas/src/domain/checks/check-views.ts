import type { AdminCheckDeposit } from '@sandbank/shared/operations/admin/checks';
import type { CheckDeposit } from '@sandbank/shared/schemas/check';
import type { EventType } from '@sandbank/shared/schemas/event';
import type { CheckRecord } from '../../data/entities/check-deposit';
import { putEvent } from '../../data/entities/event';
import type { TransactItem } from '../../data/transact';

/** Neither who decided it nor the bank's bookkeeping. */
export const toCheckView = ({
  userId: _userId,
  holderEmail: _email,
  depositAccount: _account,
  decidedBy: _decidedBy,
  presentmentKey: _presentmentKey,
  ...check
}: CheckRecord): CheckDeposit => check;

export const toAdminCheckView = (check: CheckRecord): AdminCheckDeposit => ({
  ...toCheckView(check),
  holder: { userId: check.userId, email: check.holderEmail },
  account: check.depositAccount,
  decidedBy: check.decidedBy,
});

export const checkLabel = (check: Pick<CheckRecord, 'checkNumber'>) => (check.checkNumber ? `check #${check.checkNumber}` : 'check');

export const checkEvent = (type: Extract<EventType, `check.${string}`>, check: CheckRecord): TransactItem => putEvent(check.userId, type, toCheckView(check));
