import type { ComponentType } from 'react';
import Card from 'react-bootstrap/Card';
import { useOpenFeature } from '../../../components/ui/feature-availability';
import { CheckDepositIcon, SendIcon, SwapIcon, VaultIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

interface QuickAction {
  label: string;
  description: string;
  path: string;
  testId: string;
  Icon: ComponentType<{ size?: number }>;
}

const actions: readonly QuickAction[] = [
  { label: 'Transfer Funds', description: 'Send a wire', path: paths.wireTransfer, testId: 'quick-action-wire-transfer', Icon: SendIcon },
  { label: 'Internal Transfer', description: 'Pay another customer', path: paths.internalTransfer, testId: 'quick-action-internal-transfer', Icon: SwapIcon },
  { label: 'Deposit Check', description: 'Submit a check', path: paths.checkDeposit, testId: 'quick-action-check-deposit', Icon: CheckDepositIcon },
  { label: 'Safe Deposit Locker', description: 'Store valuables', path: paths.safeDepositLocker, testId: 'quick-action-safe-deposit-locker', Icon: VaultIcon },
];

export function QuickActions() {
  const openFeature = useOpenFeature();
  return (
    <Card data-testid="quick-actions">
      <Card.Body>
        <Card.Title as="h2" className="h6 text-body-secondary text-uppercase small fw-semibold mb-3">
          Quick actions
        </Card.Title>
        <div className="quick-actions-grid">
          {actions.map(({ label, description, path, testId, Icon }) => (
            <button key={testId} type="button" className="quick-action" onClick={() => openFeature(path, label)} data-testid={testId}>
              <span className="quick-action-icon">
                <Icon size={22} />
              </span>
              <span className="fw-semibold small">{label}</span>
              <span className="text-body-secondary quick-action-description">{description}</span>
            </button>
          ))}
        </div>
      </Card.Body>
    </Card>
  );
}
