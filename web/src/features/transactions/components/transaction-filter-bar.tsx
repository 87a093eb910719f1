import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { SearchBox } from '../../../components/listing/search-box';
import {
  directionFilters,
  hasFilters,
  typeFilters,
  type TransactionFilters,
} from '../lib/transaction-filters';
import '../transactions.css';

/**
 * Direction buttons (money in, money out), a category, an account, a date range and a text
 * search; all of them filter on the server. `accounts` are the customer's, to choose from.
 */
export function TransactionFilterBar({
  filters,
  accounts,
  searchText,
  onSearchTextChange,
  onChange,
  onClear,
}: {
  filters: TransactionFilters;
  accounts: readonly { id: string; label: string }[];
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onChange: (change: Partial<Omit<TransactionFilters, 'text'>>) => void;
  onClear: () => void;
}) {
  const filtered = hasFilters(filters) || searchText.trim() !== '';

  return (
    <div className="transaction-filters" data-testid="transaction-filters">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div className="filter-pills" role="group" aria-label="Money in or out">
          {directionFilters.map(({ label, direction }) => {
            const active = filters.direction === direction;
            return (
              <button
                key={label}
                type="button"
                className={`filter-pill ${active ? 'active' : ''}`}
                aria-pressed={active}
                onClick={() => onChange({ direction })}
                data-testid={`transactions-direction-${direction ?? 'all'}`}
              >
                {label}
              </button>
            );
          })}
        </div>
        {filtered ? (
          <Button variant="link" size="sm" className="text-decoration-none px-0 ms-auto" onClick={onClear} data-testid="transactions-clear-filters">
            Clear filters
          </Button>
        ) : null}
      </div>
      <Row className="g-2 align-items-end">
        <Col xs={12} lg={4}>
          <SearchBox
            label="Search"
            labelShown
            placeholder="Description, note or reference"
            value={searchText}
            onChange={onSearchTextChange}
            testId="transactions-search"
            className="mb-0"
          />
        </Col>
        <Col xs={6} md={3} lg={2}>
          <Form.Label htmlFor="transactions-type" className="small text-body-secondary mb-1">
            Type
          </Form.Label>
          <Form.Select
            id="transactions-type"
            value={filters.type ?? ''}
            onChange={(event) => onChange({ type: typeFilters.find(({ type }) => type === event.target.value)?.type ?? null })}
            data-testid="transactions-type"
          >
            <option value="">All types</option>
            {typeFilters.map(({ label, type }) => (
              <option key={type} value={type}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col xs={6} md={3} lg={2}>
          <Form.Label htmlFor="transactions-account" className="small text-body-secondary mb-1">
            Account
          </Form.Label>
          <Form.Select
            id="transactions-account"
            value={filters.accountId ?? ''}
            onChange={(event) => onChange({ accountId: event.target.value || null })}
            data-testid="transactions-account"
          >
            <option value="">All accounts</option>
            {accounts.map(({ id, label }) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col xs={6} md={3} lg={2}>
          <Form.Label htmlFor="transactions-from" className="small text-body-secondary mb-1">
            From
          </Form.Label>
          <Form.Control
            id="transactions-from"
            type="date"
            value={filters.from ?? ''}
            {...(filters.to ? { max: filters.to } : {})}
            onChange={(event) => onChange({ from: event.target.value || null })}
            data-testid="transactions-from"
          />
        </Col>
        <Col xs={6} md={3} lg={2}>
          <Form.Label htmlFor="transactions-to" className="small text-body-secondary mb-1">
            To
          </Form.Label>
          <Form.Control
            id="transactions-to"
            type="date"
            value={filters.to ?? ''}
            {...(filters.from ? { min: filters.from } : {})}
            onChange={(event) => onChange({ to: event.target.value || null })}
            data-testid="transactions-to"
          />
        </Col>
      </Row>
    </div>
  );
}
