import { formatCents } from '@sandbank/shared';
import '../transactions.css';

/** A signed amount: credits green with '+', debits with '−' in the body color. */
export function TransactionAmount({ cents, className = '', testId }: { cents: number; className?: string; testId?: string }) {
  return (
    <span
      className={`transaction-amount ${cents > 0 ? 'text-success' : ''} ${className}`.trim()}
      data-testid={testId}
    >
      {formatCents(cents, { signed: true })}
    </span>
  );
}
