import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { SearchBox } from '../../../components/listing/search-box';
import {
  hasFilters,
  typeFilters,
  type FilterType,
  type TransactionFilters,
} from '../lib/transaction-filters';
import '../transactions.css';

const typeTestId = (type: FilterType) => `transactions-filter-${type ?? 'all'}`;

/** Type buttons, a date range and a text search; all of them filter on the server. */
export function TransactionFilterBar({
  filters,
  searchText,
  onSearchTextChange,
  onChange,
  onClear,
}: {
  filters: TransactionFilters;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onChange: (change: Partial<Omit<TransactionFilters, 'text'>>) => void;
  onClear: () => void;
}) {
  const filtered = hasFilters(filters) || searchText.trim() !== '';

  return (
    <div className="transaction-filters" data-testid="transaction-filters">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div className="filter-pills" role="group" aria-label="Transaction type">
          {typeFilters.map(({ label, type }) => {
            const active = filters.type === type;
            return (
              <button
                key={label}
                type="button"
                className={`filter-pill ${active ? 'active' : ''}`}
                aria-pressed={active}
                onClick={() => onChange({ type })}
                data-testid={typeTestId(type)}
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
        <Col xs={12} md={6}>
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
        <Col xs={6} md={3}>
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
        <Col xs={6} md={3}>
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
