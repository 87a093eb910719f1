import { formatCents } from '@sandbank/shared';
import '../transactions.css';

/**
 * A signed amount: credits green with '+', debits with '−' in the body color. A returned entry
 * (a rejected wire's, whose money came back) is muted and struck through: it moved nothing.
 * `hidden` shows dots in its place, read out as hidden.
 */
export function TransactionAmount({
  cents,
  returned = false,
  hidden = false,
  className = '',
  testId,
}: {
  cents: number;
  returned?: boolean;
  hidden?: boolean;
  className?: string;
  testId?: string;
}) {
  const tone = hidden ? '' : returned ? 'is-returned' : cents > 0 ? 'text-success' : '';
  return (
    <span className={`transaction-amount ${tone} ${className}`.trim()} data-testid={testId} data-hidden={hidden}>
      {hidden ? (
        <>
          <span aria-hidden="true">••••</span>
          <span className="visually-hidden">Amount hidden</span>
        </>
      ) : (
        formatCents(cents, { signed: true })
      )}
    </span>
  );
}
