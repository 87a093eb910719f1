import type { TransactionStatus } from '@sandbank/shared';
import Badge from 'react-bootstrap/Badge';
import { humanizeCode } from '../../lib/format';

/**
 * A status reads at a glance: completed green, pending yellow, failed red, anything else grey.
 * Requests waiting for a decision (a check deposit, say) read the same: approved green, rejected red.
 */
const statusVariants: Partial<Record<string, { bg: string; text?: 'dark' }>> = {
  completed: { bg: 'success' },
  approved: { bg: 'success' },
  pending: { bg: 'warning', text: 'dark' },
  failed: { bg: 'danger' },
  rejected: { bg: 'danger' },
};

/** The badge of an entry's status, or of a request's (a wire's or a check's, say). */
export function TransactionStatusBadge({ status, testId = 'transaction-status-badge' }: { status: TransactionStatus | (string & {}); testId?: string }) {
  const variant = statusVariants[status] ?? { bg: 'secondary' };
  return (
    <Badge bg={variant.bg} {...(variant.text ? { text: variant.text } : {})} pill data-testid={testId} data-status={status}>
      {humanizeCode(status)}
    </Badge>
  );
}
