import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  filtersFromSearchParams,
  filtersToQuery,
  filtersToSearchParams,
  hasFilters,
  noFilters,
  typeFilters,
  type TransactionFilters,
} from './transaction-filters';

const params = (text: string) => new URLSearchParams(text);

describe('typeFilters', () => {
  it('are All, Deposits, Withdrawals, Transfers, mapped to the API types', () => {
    expect(typeFilters.map(({ label, type }) => [label, type])).toEqual([
      ['All', null],
      ['Deposits', 'deposit'],
      ['Withdrawals', 'withdrawal'],
      ['Transfers', 'transfer'],
    ]);
  });
});

describe('filtersFromSearchParams', () => {
  it('reads type, dates and text', () => {
    expect(filtersFromSearchParams(params('type=transfer&from=2025-06-01&to=2025-06-30&q=rent'))).toEqual({
      type: 'transfer',
      from: '2025-06-01',
      to: '2025-06-30',
      text: 'rent',
    });
  });

  it('is no filter at all for an empty URL', () => {
    expect(filtersFromSearchParams(params(''))).toEqual(noFilters);
  });

  it('ignores types without a button, impossible dates and blank text', () => {
    expect(filtersFromSearchParams(params('type=wire_transfer&from=2025-02-30&to=june&q=%20%20'))).toEqual(noFilters);
    expect(filtersFromSearchParams(params('type=DEPOSIT')).type).toBeNull();
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
    expect(filtersToSearchParams({ type: 'deposit', from: null, to: '2025-06-30', text: ' salary ' }).toString()).toBe(
      'type=deposit&to=2025-06-30&q=salary',
    );
  });

  it('round-trips through the URL', () => {
    const filters: TransactionFilters = { type: 'withdrawal', from: '2025-01-01', to: '2025-12-31', text: 'Transfer to a&b@example.com' };
    expect(filtersFromSearchParams(new URLSearchParams(filtersToSearchParams(filters).toString()))).toEqual(filters);
  });
});

describe('filtersToQuery', () => {
  it('maps the filters to listMyTransactions query parameters', () => {
    expect(filtersToQuery({ type: 'transfer', from: '2025-06-01', to: '2025-06-30', text: 'rent' })).toEqual({
      type: 'transfer',
      from: '2025-06-01',
      to: '2025-06-30',
      q: 'rent',
    });
  });

  it('asks for everything when nothing is set, and never sends an invalid value', () => {
    expect(filtersToQuery(noFilters)).toEqual({});
    expect(filtersToQuery({ type: null, from: '2025-13-01', to: '2025-06-01', text: '   ' })).toEqual({ to: '2025-06-01' });
    expect(filtersToQuery({ type: null, from: '2025-07-01', to: '2025-06-01', text: '' })).toEqual({ from: '2025-06-01', to: '2025-07-01' });
  });
});

describe('hasFilters and calendarDay', () => {
  it('tell set filters and real days apart', () => {
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters({ ...noFilters, text: 'x' })).toBe(true);
    expect(calendarDay('2024-02-29')).toBe('2024-02-29');
    expect(calendarDay('2025-02-29')).toBeNull();
    expect(calendarDay(null)).toBeNull();
  });
});
