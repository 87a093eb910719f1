import type { TransactionStatus } from '@sandbank/shared';
import Badge from 'react-bootstrap/Badge';
import { humanizeCode } from '../../lib/format';

/** A status reads at a glance: completed green, pending yellow, failed red, anything else grey. */
const statusVariants: Partial<Record<string, { bg: string; text?: 'dark' }>> = {
  completed: { bg: 'success' },
  pending: { bg: 'warning', text: 'dark' },
  failed: { bg: 'danger' },
};

export function TransactionStatusBadge({ status }: { status: TransactionStatus | (string & {}) }) {
  const variant = statusVariants[status] ?? { bg: 'secondary' };
  return (
    <Badge bg={variant.bg} {...(variant.text ? { text: variant.text } : {})} pill data-testid="transaction-status-badge" data-status={status}>
      {humanizeCode(status)}
    </Badge>
  );
}
