import { formatCents } from '@sandbank/shared';
import type { ComponentType, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../ui/form-field';

/** An account the money can come from, as a money form describes it. */
export interface SourceAccountOption {
  id: string;
  name: string;
  maskedNumber: string;
  balanceCents: number;
}

/**
 * The card a money form sits in: it loads the customer's accounts and hands the form their
 * options (the accounts feature's `SourceAccountsCard`; a screen receives it from its route).
 */
export type SourceAccountsSlot = ComponentType<{ testId: string; fields: number; children: (options: SourceAccountOption[]) => ReactNode }>;

/** The "From account" select of a money form, with the chosen account's available balance under it. */
export function SourceAccountField({
  controlId,
  accounts,
  selectedId,
  registration,
  error,
}: {
  controlId: string;
  accounts: readonly SourceAccountOption[];
  selectedId: string;
  registration: UseFormRegisterReturn;
  error?: { message?: string };
}) {
  const selected = accounts.find((account) => account.id === selectedId);
  return (
    <SelectField
      groupClassName="mb-3"
      controlId={controlId}
      label="From account"
      registration={registration}
      error={error}
      hint={selected ? <>Available balance: <span className="fw-semibold">{formatCents(selected.balanceCents)}</span></> : null}
      hintId={`${controlId}-available`}
    >
      {accounts.map((account) => (
        <option key={account.id} value={account.id}>
          {account.name} {account.maskedNumber} — {formatCents(account.balanceCents)}
        </option>
      ))}
    </SelectField>
  );
}
