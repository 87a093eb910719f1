import type { AdminUserRow } from '@sandbank/shared';
import { useState } from 'react';
import ListGroup from 'react-bootstrap/ListGroup';
import { useUserPages } from '../api/listUsers';
import { backOfficeMessages } from '../lib/messages';
import { displayName } from '../../../lib/display-name';
import { ListingCard } from '../../../components/listing/listing-card';
import { SearchBox, useSettledText } from '../../../components/listing/search-box';

/** Customers found by email or name, one of them chosen: the left side of a per-customer screen. */
export function UserPicker({ selectedId, onSelect }: { selectedId: string | null; onSelect: (user: AdminUserRow) => void }) {
  const [text, setText] = useState('');
  const q = useSettledText(text);
  const listing = useUserPages(q);
  return (
    <>
      <SearchBox label="Search users" placeholder="Search by email or name" value={text} onChange={setText} testId="user-picker-search" />
      <ListingCard
        listing={listing}
        testId="user-picker"
        loading="Loading users…"
        empty={backOfficeMessages.noUsers}
        failureText={backOfficeMessages.fetchUsersFailed}
        toastOnFailure
        noun={{ one: 'user', other: 'users' }}
      >
        {(users) => (
          <ListGroup variant="flush" data-testid="user-picker-list">
            {users.map((user) => (
              <ListGroup.Item
                key={user.userId}
                action
                active={user.userId === selectedId}
                aria-current={user.userId === selectedId ? 'true' : undefined}
                onClick={() => onSelect(user)}
                data-testid="user-picker-user"
                data-user-id={user.userId}
              >
                <div className="fw-semibold text-break">{displayName(user)}</div>
                <div className="small text-break">{user.email}</div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </ListingCard>
    </>
  );
}
