import type { AdminUserRow, Direction } from '@sandbank/shared';
import { useState } from 'react';
import { useUserPages } from '../api/listUsers';
import { backOfficeMessages } from '../lib/messages';
import { displayName } from '../../../lib/display-name';
import { AdjustBalanceDialog, type AdjustmentSubject } from './adjust-balance-dialog';
import { ListingCard } from '../../../components/listing/listing-card';
import { SearchBox, useSettledText } from '../../../components/listing/search-box';
import { PostTransactionDialog } from './post-transaction-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UsersTable, type UserAction } from './users-table';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** The balance user-level adjustments change: the customer's first checking account's. */
function adjustmentSubjectOf(user: AdminUserRow): AdjustmentSubject {
  const checking = user.accounts.find((account) => account.type === 'checking');
  return { target: { kind: 'user', userId: user.userId }, label: `${displayName(user)}'s checking account`, balanceCents: checking?.balanceCents ?? null };
}

/** Users: search customers, see their balances, and add or deduct funds, post a transaction or reset a password. */
export function UsersScreen() {
  const [text, setText] = useState('');
  const q = useSettledText(text);
  const listing = useUserPages(q);
  const [open, setOpen] = useState<{ action: UserAction; user: AdminUserRow } | null>(null);
  const close = () => setOpen(null);
  const openFor = (action: UserAction) => (open?.action === action ? open.user : null);
  const adjusting = open && (open.action === 'add' || open.action === 'deduct') ? open : null;
  const direction: Direction = adjusting?.action === 'deduct' ? 'debit' : 'credit';

  return (
    <div data-testid="admin-users">
      <PageHeader
        title="Users"
        headingTestId="admin-users-title"
        description="Find a customer by email or name; adjust their balance, post a transaction or reset their password."
        actions={
          <ButtonLink to={paths.admin.createUser} variant="primary" data-testid="admin-users-create">
            Create User
          </ButtonLink>
        }
      />
      <SearchBox label="Search users" placeholder="Search by email, first or last name" value={text} onChange={setText} testId="users-search" />
      <ListingCard
        listing={listing}
        testId="users"
        loading="Loading users…"
        empty={backOfficeMessages.noUsers}
        failureText={backOfficeMessages.fetchUsersFailed}
        toastOnFailure
        noun={{ one: 'user', other: 'users' }}
      >
        {(users) => <UsersTable users={users} onAction={(action, user) => setOpen({ action, user })} />}
      </ListingCard>
      <AdjustBalanceDialog subject={adjusting ? adjustmentSubjectOf(adjusting.user) : null} direction={direction} onClose={close} />
      <PostTransactionDialog user={openFor('post')} onClose={close} />
      <ResetPasswordDialog user={openFor('reset')} onClose={close} />
    </div>
  );
}
