import type { TransactionType } from '@sandbank/shared';
import type { TransactionListFilters } from '../api/listMyTransactions';

/** The type buttons of the transactions page and the API type each one asks for (All asks for none). */
export const typeFilters = [
  { label: 'All', type: null },
  { label: 'Deposits', type: 'deposit' },
  { label: 'Withdrawals', type: 'withdrawal' },
  { label: 'Transfers', type: 'transfer' },
] as const satisfies readonly { label: string; type: TransactionType | null }[];

export type FilterType = (typeof typeFilters)[number]['type'];

/** What the transactions page is filtered by; the URL's search params hold it, so a view can be bookmarked. */
export interface TransactionFilters {
  type: FilterType;
  /** First and last day, 'YYYY-MM-DD', inclusive. */
  from: string | null;
  to: string | null;
  /** Text to look for; '' for none. */
  text: string;
}

export const noFilters: TransactionFilters = { type: null, from: null, to: null, text: '' };

/** The API's limit on the search text. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

const filterTypes: ReadonlySet<string> = new Set(typeFilters.flatMap((filter) => (filter.type ? [filter.type] : [])));

/** A real calendar day written 'YYYY-MM-DD', or null. */
export function calendarDay(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null;
}

const searchText = (value: string | null | undefined) => (value ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH);

/**
 * Reads the filters from URL search params (`type`, `from`, `to`, `q`); values that are not
 * valid are ignored, and a range given backwards is put the right way round.
 */
export function filtersFromSearchParams(params: URLSearchParams): TransactionFilters {
  const type = params.get('type');
  let from = calendarDay(params.get('from'));
  let to = calendarDay(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    type: type && filterTypes.has(type) ? (type as Exclude<FilterType, null>) : null,
    from,
    to,
    text: searchText(params.get('q')),
  };
}

/** Writes the filters as URL search params, leaving out the ones not set (All, no dates, no text). */
export function filtersToSearchParams(filters: TransactionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
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
    ...(normalized.type ? { type: normalized.type } : {}),
    ...(normalized.from ? { from: normalized.from } : {}),
    ...(normalized.to ? { to: normalized.to } : {}),
    ...(normalized.text ? { q: normalized.text } : {}),
  };
}

export const hasFilters = (filters: TransactionFilters): boolean => filtersToSearchParams(filters).size > 0;
