import type { AdministratorRow, AdminUserRow } from '@sandbank/shared';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useSettledText } from '../../../components/listing/search-box';
import { displayName } from '../../../lib/display-name';
import { useAdministratorPages } from '../api/listAdministrators';
import { useUserPages } from '../api/listUsers';

/** A person a filter holds: their id, and how the screen names them. */
export interface ChosenPerson {
  id: string;
  label: string;
}

/** Shortest search text sent: one letter would match most of the bank. */
const MIN_SEARCH = 2;
const MAX_MATCHES = 4;

/** One choice among the matches: a user, or (with `withAccounts`) one of their accounts. */
interface Match extends ChosenPerson {
  name: string;
  detail: string;
  kind: 'user' | 'account';
}

function matchesOf(users: readonly AdminUserRow[], withAccounts: boolean): Match[] {
  return users.flatMap((user) => {
    const name = displayName(user);
    const own: Match = { id: user.userId, label: `${name} · ${user.email}`, name, detail: user.email, kind: 'user' };
    if (!withAccounts) return [own];
    return [
      own,
      ...user.accounts.map((account): Match => ({ id: account.id, label: `${name} · ${account.name} ${account.number}`, name: account.name, detail: account.number, kind: 'account' })),
    ];
  });
}

function administratorMatchesOf(administrators: readonly AdministratorRow[]): Match[] {
  return administrators.map((administrator) => {
    const name = administrator.name ?? administrator.email;
    const label = administrator.name ? `${administrator.name} · ${administrator.email}` : administrator.email;
    return { id: administrator.userId, label, name, detail: administrator.name ? administrator.email : '', kind: 'user' };
  });
}

/** Whom a filter searches: the customers (the users listing), or the administrators (the pool's admin group). */
export type PersonKind = 'customers' | 'administrators';

const searchTexts = {
  customers: { failed: 'The users could not be searched just now.', none: 'No user found with that name or email.' },
  administrators: { failed: 'The administrators could not be searched just now.', none: 'No administrator found with that name or email.' },
} as const satisfies Record<PersonKind, { failed: string; none: string }>;

/**
 * A filter on one person (or, `withAccounts`, one of their accounts), found by name or email
 * among the bank's customers (the users listing's search) or its administrators (`among`). Once
 * chosen it shows who, with a button to drop it; `chosen` may also come from elsewhere (the
 * address, a row of the screen).
 */
export function PersonFilter({
  testId,
  label,
  chosen,
  among = 'customers',
  withAccounts = false,
  onChoose,
  onClear,
}: {
  /** The search field's test id; its matches are `<testId>-match`, the chosen person `<testId>-chosen`, its removal `<testId>-remove`. */
  testId: string;
  label: string;
  chosen: ChosenPerson | null;
  among?: PersonKind;
  /** Customers only: each found customer's accounts may be chosen too. */
  withAccounts?: boolean;
  onChoose: (person: ChosenPerson) => void;
  onClear: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useSettledText(text);
  // What is shown follows the field: a search left behind (a cleared field) lists nothing.
  const searching = chosen === null && q.length >= MIN_SEARCH && text.trim().length >= MIN_SEARCH;
  const customers = useUserPages(q, { enabled: searching && among === 'customers', pageSize: MAX_MATCHES });
  const administrators = useAdministratorPages(q, { enabled: searching && among === 'administrators', pageSize: MAX_MATCHES });
  const listing = among === 'customers' ? customers : administrators;
  const matches = !searching
    ? []
    : among === 'customers'
      ? matchesOf(customers.data?.pages[0]?.items ?? [], withAccounts)
      : administratorMatchesOf((administrators.data?.pages[0]?.items ?? []).slice(0, MAX_MATCHES));

  if (chosen) {
    return (
      <div>
        <div className="form-label" id={`${id}-label`}>
          {label}
        </div>
        <div className="d-flex align-items-center gap-2 border rounded px-2 py-1 bg-body" role="group" aria-labelledby={`${id}-label`}>
          <span className="flex-grow-1 text-break small" data-testid={`${testId}-chosen`}>
            {chosen.label}
          </span>
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => {
              setText('');
              onClear();
            }}
            data-testid={`${testId}-remove`}
          >
            Remove<span className="visually-hidden"> the {label.toLowerCase()} filter</span>
          </Button>
        </div>
      </div>
    );
  }

  const status = !searching
    ? null
    : listing.isError
      ? searchTexts[among].failed
      : listing.data === undefined
        ? 'Searching…'
        : matches.length === 0
          ? searchTexts[among].none
          : null;

  return (
    <div>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Name or email"
        autoComplete="off"
        aria-describedby={`${id}-status`}
        data-testid={testId}
      />
      <div id={`${id}-status`} className="small text-body-secondary" role="status">
        {status}
      </div>
      {matches.length > 0 ? (
        <ListGroup className="mt-1">
          {matches.map((match) => (
            <ListGroup.Item
              key={match.id}
              action
              className={match.kind === 'account' ? 'py-1 ps-4' : 'py-1'}
              onClick={() => {
                setText('');
                onChoose({ id: match.id, label: match.label });
              }}
              data-testid={`${testId}-match`}
              data-kind={match.kind}
              data-id={match.id}
            >
              <span className={match.kind === 'user' ? 'fw-semibold text-break' : 'text-break'}>{match.name}</span>
              {match.detail ? (
                <>
                  {' '}
                  <span className="small text-break text-body-secondary">{match.detail}</span>
                </>
              ) : null}
            </ListGroup.Item>
          ))}
        </ListGroup>
      ) : null}
    </div>
  );
}
