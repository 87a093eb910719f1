import { formatCents, type AdminUserRow } from '@sandbank/shared';
import Badge from 'react-bootstrap/Badge';
import Dropdown from 'react-bootstrap/Dropdown';
import Table from 'react-bootstrap/Table';
import { avatarInitialOf } from '../lib/messages';
import { displayName } from '../../../lib/display-name';

export type UserAction = 'add' | 'deduct' | 'post' | 'reset';

const memberSince = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const expiry = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A customer the tester's toolkit created, and when it and everything it holds go. */
function TestCustomerBadge({ expiresAt }: { expiresAt: string }) {
  const when = expiry.format(new Date(expiresAt));
  return (
    <span className="d-flex flex-wrap align-items-center column-gap-2 small" data-testid="user-test-customer" data-expires-at={expiresAt}>
      <Badge bg="warning" text="dark" pill>
        Test customer
      </Badge>
      <span className="text-body-secondary text-nowrap">expires {when}</span>
    </span>
  );
}

function UserCell({ user }: { user: AdminUserRow }) {
  return (
    <div className="d-flex align-items-center gap-2">
      <span className="user-avatar" style={{ width: 32, height: 32, fontSize: 13 }}>
        {user.avatarUrl ? <img src={user.avatarUrl} alt="" width={32} height={32} /> : <span aria-hidden="true">{avatarInitialOf(user)}</span>}
      </span>
      <span>
        <span className="fw-semibold">{displayName(user)}</span>
        {user.testCustomer ? <TestCustomerBadge expiresAt={user.testCustomer.expiresAt} /> : null}
      </span>
    </div>
  );
}

/** The customers found, with their balances and what an administrator can do for each. */
export function UsersTable({ users, onAction }: { users: readonly AdminUserRow[]; onAction: (action: UserAction, user: AdminUserRow) => void }) {
  return (
    <div className="table-responsive position-relative">
      <Table hover className="align-middle mb-0" data-testid="users-table">
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Email</th>
            <th scope="col">Phone</th>
            <th scope="col" className="text-end">
              Total Balance
            </th>
            <th scope="col" className="text-end">
              Accounts
            </th>
            <th scope="col">Member Since</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.userId} data-testid="user-row" data-user-id={user.userId}>
              <td>
                <UserCell user={user} />
              </td>
              {/* An email is read whole: never broken across lines (the table scrolls sideways if it must). */}
              <td className="text-nowrap" data-testid="user-row-email">
                {user.email}
              </td>
              <td className={user.phone ? undefined : 'text-body-secondary'}>{user.phone ?? 'Not provided'}</td>
              <td className="text-end text-nowrap" data-testid="user-total-balance">
                {formatCents(user.totalBalanceCents)}
              </td>
              <td className="text-end">{user.accountCount}</td>
              <td className="text-nowrap">{memberSince.format(new Date(user.createdAt))}</td>
              <td className="text-end">
                <Dropdown align="end">
                  <Dropdown.Toggle size="sm" variant="outline-secondary" aria-label={`Actions for ${displayName(user)}`} data-testid="user-actions">
                    Actions
                  </Dropdown.Toggle>
                  <Dropdown.Menu>
                    <Dropdown.Item as="button" onClick={() => onAction('add', user)} data-testid="user-action-add">
                      Add funds
                    </Dropdown.Item>
                    <Dropdown.Item as="button" onClick={() => onAction('deduct', user)} data-testid="user-action-deduct">
                      Deduct funds
                    </Dropdown.Item>
                    <Dropdown.Item as="button" onClick={() => onAction('post', user)} disabled={user.accounts.length === 0} data-testid="user-action-post">
                      Post transaction
                    </Dropdown.Item>
                    <Dropdown.Item as="button" onClick={() => onAction('reset', user)} data-testid="user-action-reset">
                      Reset password
                    </Dropdown.Item>
                  </Dropdown.Menu>
                </Dropdown>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
