import type { ComponentType } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { SendIcon } from '../../../components/ui/icons';
import { CheckDepositIcon, SwapIcon, VaultIcon } from '../../../components/ui/app-icons';
import { paths } from '../../../config/paths';
import '../dashboard.css';

interface QuickAction {
  label: string;
  description: string;
  path: string;
  testId: string;
  Icon: ComponentType<{ size?: number }>;
}

/** Shortcuts to the money screens this release ships; each screen adds its own when it lands. */
const actions: readonly QuickAction[] = [
  { label: 'Transfer Funds', description: 'Wire money to another bank', path: paths.transfers.wire, testId: 'quick-action-wire-transfer', Icon: SendIcon },
  { label: 'Safe Deposit Locker', description: 'Your declared valuables', path: paths.locker, testId: 'quick-action-safe-deposit-locker', Icon: VaultIcon },
  { label: 'Deposit Check', description: 'Have a check reviewed', path: paths.checkDeposit, testId: 'quick-action-deposit-check', Icon: CheckDepositIcon },
  { label: 'Internal Transfer', description: 'Pay another customer', path: paths.transfers.internal, testId: 'quick-action-internal-transfer', Icon: SwapIcon },
];

export function QuickActions() {
  return (
    <Card data-testid="quick-actions">
      <Card.Body>
        <Card.Title as="h2" className="h6 text-body-secondary text-uppercase small fw-semibold mb-3">
          Quick actions
        </Card.Title>
        <div className="quick-actions-grid">
          {actions.map(({ label, description, path, testId, Icon }) => (
            <Link key={testId} to={path} className="quick-action text-decoration-none" data-testid={testId}>
              <span className="quick-action-icon">
                <Icon size={22} />
              </span>
              <span className="fw-semibold small">{label}</span>
              <span className="text-body-secondary quick-action-description">{description}</span>
            </Link>
          ))}
        </div>
      </Card.Body>
    </Card>
  );
}
