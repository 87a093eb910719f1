import Badge from 'react-bootstrap/Badge';
import { usePendingApprovalsCount } from '../api/approvals';

/** The sidebar's count of posting requests waiting for a second administrator; nothing while none wait. */
export function PendingApprovalsBadge() {
  const pending = usePendingApprovalsCount();
  if (!pending.data) return null;
  return (
    <Badge bg="warning" text="dark" pill className="ms-auto" data-testid="approvals-pending-badge">
      {pending.data}
      <span className="visually-hidden"> waiting for approval</span>
    </Badge>
  );
}
