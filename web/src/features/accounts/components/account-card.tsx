import { formatCents, type Account } from '@sandbank/shared';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { BankIcon, PiggyIcon } from '../../../components/ui/icons';
import { ChartIcon, EyeIcon, EyeOffIcon } from '../../../components/ui/app-icons';
import { useHiddenBalance } from '../hooks/use-hidden-balances';
import { maskedAccountNumber } from '../lib/masked-account-number';
import '../accounts.css';

const accountIcons = { checking: BankIcon, savings: PiggyIcon, investment: ChartIcon } as const;

const HIDDEN_BALANCE = '••••••';

export function AccountCard({ account }: { account: Account }) {
  const [hidden, toggleHidden] = useHiddenBalance(account.id);
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
          <Button
            variant="link"
            size="sm"
            className="account-card-toggle p-1"
            onClick={toggleHidden}
            aria-pressed={hidden}
            aria-label={hidden ? `Show ${account.name} balance` : `Hide ${account.name} balance`}
            title={hidden ? 'Show balance' : 'Hide balance'}
            data-testid={`${testId}-balance-toggle`}
          >
            {hidden ? <EyeIcon /> : <EyeOffIcon />}
          </Button>
        </div>
        <div className="mt-auto">
          <div className="small account-card-muted">Available balance</div>
          <div className="account-card-balance" data-testid={`${testId}-balance`} data-hidden={hidden}>
            {hidden ? <span aria-label="Balance hidden">{HIDDEN_BALANCE}</span> : formatCents(account.balanceCents)}
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
