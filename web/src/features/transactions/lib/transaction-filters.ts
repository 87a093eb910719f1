import type { TransactionDirection, TransactionType } from '@sandbank/shared';
import type { TransactionListFilters } from '../api/listMyTransactions';

/** The direction buttons of the transactions page: every entry, credits only, debits only. */
export const directionFilters = [
  { label: 'All', direction: null },
  { label: 'Money in', direction: 'in' },
  { label: 'Money out', direction: 'out' },
] as const satisfies readonly { label: string; direction: TransactionDirection | null }[];

/**
 * The categories of the type list, each the API type it asks for. A wire's fee is a fee, an
 * administrator's credit or debit an adjustment, a check deposit a deposit.
 */
export const typeFilters = [
  { label: 'Deposits', type: 'deposit' },
  { label: 'Withdrawals', type: 'withdrawal' },
  { label: 'Transfers', type: 'transfer' },
  { label: 'Wires', type: 'wire_transfer' },
  { label: 'Fees', type: 'fee' },
  { label: 'Interest', type: 'interest' },
  { label: 'Adjustments', type: 'adjustment' },
] as const satisfies readonly { label: string; type: TransactionType }[];

export type FilterDirection = (typeof directionFilters)[number]['direction'];
export type FilterType = (typeof typeFilters)[number]['type'] | null;

/** What the transactions page is filtered by; the URL's search params hold it, so a view can be bookmarked. */
export interface TransactionFilters {
  direction: FilterDirection;
  type: FilterType;
  /** One of the customer's accounts, or null for all of them. */
  accountId: string | null;
  /** First and last day, 'YYYY-MM-DD', inclusive. */
  from: string | null;
  to: string | null;
  /** Text to look for; '' for none. */
  text: string;
}

export const noFilters: TransactionFilters = { direction: null, type: null, accountId: null, from: null, to: null, text: '' };

/** The API's limit on the search text. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

const filterTypes: ReadonlySet<string> = new Set(typeFilters.map((filter) => filter.type));
const filterDirections: ReadonlySet<string> = new Set(directionFilters.flatMap((filter) => (filter.direction ? [filter.direction] : [])));
const ACCOUNT_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** A real calendar day written 'YYYY-MM-DD', or null. */
export function calendarDay(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null;
}

const searchText = (value: string | null | undefined) => (value ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH);

/** The search params the filters are kept in. */
export const filterParamNames = ['direction', 'type', 'account', 'from', 'to', 'q'] as const;

/**
 * Reads the filters from URL search params (`direction`, `type`, `account`, `from`, `to`, `q`);
 * values that are not valid are ignored, and a range given backwards is put the right way round.
 */
export function filtersFromSearchParams(params: Pick<URLSearchParams, 'get'>): TransactionFilters {
  const direction = params.get('direction');
  const type = params.get('type');
  const accountId = params.get('account');
  let from = calendarDay(params.get('from'));
  let to = calendarDay(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    direction: direction && filterDirections.has(direction) ? (direction as Exclude<FilterDirection, null>) : null,
    type: type && filterTypes.has(type) ? (type as Exclude<FilterType, null>) : null,
    accountId: accountId && ACCOUNT_ID.test(accountId) ? accountId : null,
    from,
    to,
    text: searchText(params.get('q')),
  };
}

/** Writes the filters as URL search params, leaving out the ones not set (All, no dates, no text). */
export function filtersToSearchParams(filters: TransactionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.direction) params.set('direction', filters.direction);
  if (filters.type) params.set('type', filters.type);
  if (filters.accountId) params.set('account', filters.accountId);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const text = searchText(filters.text);
  if (text) params.set('q', text);
  return params;
}

/** The `listMyTransactions` query of some filters: the server does the filtering. */
export function filtersToQuery(filters: TransactionFilters): TransactionListFilters {
  const normalized = filtersFromSearchParams(filtersToSearchParams(filters));
  return {
    ...(normalized.direction ? { direction: normalized.direction } : {}),
    ...(normalized.type ? { type: normalized.type } : {}),
    ...(normalized.accountId ? { accountId: normalized.accountId } : {}),
    ...(normalized.from ? { from: normalized.from } : {}),
    ...(normalized.to ? { to: normalized.to } : {}),
    ...(normalized.text ? { q: normalized.text } : {}),
  };
}

export const hasFilters = (filters: TransactionFilters): boolean => filtersToSearchParams(filters).size > 0;
