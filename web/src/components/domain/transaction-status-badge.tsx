import type { TransactionStatus } from '@sandbank/shared';
import Badge from 'react-bootstrap/Badge';
import { humanizeCode } from '../../lib/format';

/** A status reads at a glance: completed or approved green, pending yellow, failed or rejected red, anything else grey. */
const statusVariants: Partial<Record<string, { bg: string; text?: 'dark' }>> = {
  completed: { bg: 'success' },
  approved: { bg: 'success' },
  pending: { bg: 'warning', text: 'dark' },
  failed: { bg: 'danger' },
  rejected: { bg: 'danger' },
};

/**
 * The badge of an entry's status, or of a request the back office decides (a wire's, a check's, a
 * locker item's); `label` words it otherwise than the status's own name.
 */
export function TransactionStatusBadge({
  status,
  label,
  testId = 'transaction-status-badge',
}: {
  status: TransactionStatus | (string & {});
  label?: string;
  testId?: string;
}) {
  const variant = statusVariants[status] ?? { bg: 'secondary' };
  return (
    <Badge bg={variant.bg} {...(variant.text ? { text: variant.text } : {})} pill data-testid={testId} data-status={status}>
      {label ?? humanizeCode(status)}
    </Badge>
  );
}
