import type { TransactionStatus } from '@sandbank/shared';
import { humanizeCode } from '../../../lib/format';

/**
 * What a customer and the back office read for an entry's status. Only a rejected wire's entries fail, and their
 * money comes back in the same step, so a failed entry reads "Returned", as the wire's
 * notification says.
 */
export function transactionStatusLabel(status: TransactionStatus): string {
  return status === 'failed' ? 'Returned' : humanizeCode(status);
}
