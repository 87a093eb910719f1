import { formatCents, type Account } from '@sandbank/shared';
import Card from 'react-bootstrap/Card';
import { BankIcon, PiggyIcon } from '../../../components/ui/icons';
import { ChartIcon } from '../../../components/ui/app-icons';
import { maskedAccountNumber } from '../lib/masked-account-number';
import '../accounts.css';

const accountIcons = { checking: BankIcon, savings: PiggyIcon, investment: ChartIcon } as const;

/** Dots in place of an amount, read out as hidden. */
export function HiddenAmount() {
  return (
    <>
      <span aria-hidden="true">••••••</span>
      <span className="visually-hidden">Hidden</span>
    </>
  );
}

/** One account: its name, masked number and balance (dots while balances are hidden). */
export function AccountCard({ account, hidden }: { account: Account; hidden: boolean }) {
  const Icon = accountIcons[account.type];
  const testId = `account-card-${account.type}`;

  return (
    <Card className={`account-card account-card-${account.type} h-100`} data-testid={testId} data-account-id={account.id}>
      <Card.Body className="d-flex flex-column">
        <div className="d-flex align-items-start justify-content-between mb-3">
          <div className="d-flex align-items-center gap-2">
            <span className="account-card-icon">
              <Icon />
            </span>
            <div>
              <div className="fw-semibold" data-testid={`${testId}-name`}>
                {account.name}
              </div>
              <div className="small account-card-muted font-monospace" data-testid={`${testId}-number`}>
                {maskedAccountNumber(account.number)}
              </div>
            </div>
          </div>
        </div>
        <div className="mt-auto">
          <div className="small account-card-muted">Available balance</div>
          <div className="account-card-balance" data-testid={`${testId}-balance`} data-hidden={hidden}>
            {hidden ? <HiddenAmount /> : formatCents(account.balanceCents)}
          </div>
          {!hidden && account.pendingCents !== 0 ? (
            <div className="small account-card-muted" data-testid={`${testId}-pending`}>
              includes {formatCents(account.pendingCents, { signed: true })} pending
            </div>
          ) : null}
        </div>
      </Card.Body>
    </Card>
  );
}
