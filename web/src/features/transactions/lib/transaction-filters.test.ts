import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  directionFilters,
  filtersFromSearchParams,
  filtersToQuery,
  filtersToSearchParams,
  hasFilters,
  noFilters,
  typeFilters,
  type TransactionFilters,
} from './transaction-filters';

const params = (text: string) => new URLSearchParams(text);

const CHECKING = '01HZX3J7Q5N8W2K4M6P9R0T1VB';

describe('directionFilters and typeFilters', () => {
  it('are All, Money in and Money out, mapped to the API directions', () => {
    expect(directionFilters.map(({ label, direction }) => [label, direction])).toEqual([
      ['All', null],
      ['Money in', 'in'],
      ['Money out', 'out'],
    ]);
  });

  it('name every kind of entry a customer has: wires, fees, adjustments and interest too', () => {
    expect(typeFilters.map(({ label, type }) => [label, type])).toEqual([
      ['Deposits', 'deposit'],
      ['Withdrawals', 'withdrawal'],
      ['Transfers', 'transfer'],
      ['Wires', 'wire_transfer'],
      ['Fees', 'fee'],
      ['Interest', 'interest'],
      ['Adjustments', 'adjustment'],
    ]);
  });
});

describe('filtersFromSearchParams', () => {
  it('reads direction, type, account, dates and text', () => {
    expect(filtersFromSearchParams(params(`direction=out&type=wire_transfer&account=${CHECKING}&from=2025-06-01&to=2025-06-30&q=rent`))).toEqual({
      direction: 'out',
      type: 'wire_transfer',
      accountId: CHECKING,
      from: '2025-06-01',
      to: '2025-06-30',
      text: 'rent',
    });
  });

  it('is no filter at all for an empty URL', () => {
    expect(filtersFromSearchParams(params(''))).toEqual(noFilters);
  });

  it('ignores unknown directions and types, account values that are no id, impossible dates and blank text', () => {
    expect(filtersFromSearchParams(params('direction=both&type=payment&account=checking&from=2025-02-30&to=june&q=%20%20'))).toEqual(noFilters);
    expect(filtersFromSearchParams(params('type=DEPOSIT')).type).toBeNull();
    expect(filtersFromSearchParams(params('direction=IN')).direction).toBeNull();
  });

  it('puts a backwards range the right way round', () => {
    const { from, to } = filtersFromSearchParams(params('from=2025-07-01&to=2025-06-01'));
    expect([from, to]).toEqual(['2025-06-01', '2025-07-01']);
  });

  it('trims the text and keeps at most 100 characters', () => {
    expect(filtersFromSearchParams(params(`q=${encodeURIComponent('  coffee ')}`)).text).toBe('coffee');
    expect(filtersFromSearchParams(params(`q=${'x'.repeat(150)}`)).text).toHaveLength(100);
  });
});

describe('filtersToSearchParams', () => {
  it('writes only what is set', () => {
    expect(filtersToSearchParams(noFilters).toString()).toBe('');
    expect(filtersToSearchParams({ ...noFilters, type: 'deposit', to: '2025-06-30', text: ' salary ' }).toString()).toBe(
      'type=deposit&to=2025-06-30&q=salary',
    );
    expect(filtersToSearchParams({ ...noFilters, direction: 'in', accountId: CHECKING }).toString()).toBe(`direction=in&account=${CHECKING}`);
  });

  it('round-trips through the URL', () => {
    const filters: TransactionFilters = {
      direction: 'in',
      type: 'adjustment',
      accountId: CHECKING,
      from: '2025-01-01',
      to: '2025-12-31',
      text: 'Transfer to a&b@example.com',
    };
    expect(filtersFromSearchParams(new URLSearchParams(filtersToSearchParams(filters).toString()))).toEqual(filters);
  });
});

describe('filtersToQuery', () => {
  it('maps the filters to listMyTransactions query parameters', () => {
    expect(filtersToQuery({ direction: 'out', type: 'fee', accountId: CHECKING, from: '2025-06-01', to: '2025-06-30', text: 'rent' })).toEqual({
      direction: 'out',
      type: 'fee',
      accountId: CHECKING,
      from: '2025-06-01',
      to: '2025-06-30',
      q: 'rent',
    });
  });

  it('asks for everything when nothing is set, and never sends an invalid value', () => {
    expect(filtersToQuery(noFilters)).toEqual({});
    expect(filtersToQuery({ ...noFilters, from: '2025-13-01', to: '2025-06-01', text: '   ' })).toEqual({ to: '2025-06-01' });
    expect(filtersToQuery({ ...noFilters, from: '2025-07-01', to: '2025-06-01' })).toEqual({ from: '2025-06-01', to: '2025-07-01' });
    expect(filtersToQuery({ ...noFilters, accountId: 'not-an-id' })).toEqual({});
  });
});

describe('hasFilters and calendarDay', () => {
  it('tell set filters and real days apart', () => {
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters({ ...noFilters, text: 'x' })).toBe(true);
    expect(hasFilters({ ...noFilters, direction: 'out' })).toBe(true);
    expect(calendarDay('2024-02-29')).toBe('2024-02-29');
    expect(calendarDay('2025-02-29')).toBeNull();
    expect(calendarDay(null)).toBeNull();
  });
});
