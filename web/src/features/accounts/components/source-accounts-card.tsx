import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { FormPlaceholder } from '../../../components/ui/form-placeholder';
import { QueryState } from '../../../components/ui/query-state';
import type { SourceAccountOption } from '../../../components/domain/source-account-field';
import { useMyAccounts } from '../api/listMyAccounts';
import { sourceAccountOptions } from '../lib/source-account-options';

/** The card of a money form, shown once the customer's accounts (its "From account" choices) are loaded. */
export function SourceAccountsCard({ testId, fields, children }: { testId: string; fields: number; children: (options: SourceAccountOption[]) => ReactNode }) {
  const accounts = useMyAccounts();
  const options = { isError: accounts.isError, refetch: accounts.refetch, data: accounts.data ? sourceAccountOptions(accounts.data.items) : undefined };
  return (
    <Card>
      <Card.Body className="p-4">
        <QueryState query={options} testId={`${testId}-accounts`} errorMessage="Your accounts could not be loaded." loading={<FormPlaceholder fields={fields} testId={`${testId}-loading`} />}>
          {children}
        </QueryState>
      </Card.Body>
    </Card>
  );
}
