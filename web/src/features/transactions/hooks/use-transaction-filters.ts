import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useUrlFilters } from '../../../lib/use-url-filters';
import {
  filterParamNames,
  filtersFromSearchParams,
  filtersToSearchParams,
  noFilters,
  SEARCH_TEXT_MAX_LENGTH,
  type TransactionFilters,
} from '../lib/transaction-filters';

/** How long typing must pause before the search text is applied. */
export const SEARCH_DEBOUNCE_MS = 350;

const normalizedText = (text: string) => text.trim().slice(0, SEARCH_TEXT_MAX_LENGTH);

/**
 * The transactions page's filters, kept in the URL's search params so a filtered view can be
 * bookmarked and shared. Type and dates apply at once; the search text as typed is returned
 * separately and reaches the URL once typing pauses.
 */
export function useTransactionFilters() {
  const address = useUrlFilters(filterParamNames);
  const { values, set } = address;
  const filters = useMemo(() => filtersFromSearchParams({ get: (name) => values[name as (typeof filterParamNames)[number]] ?? null }), [values]);

  // The newest filters and setter, for the debounce timer that fires after later renders.
  const latest = useRef({ filters, set });
  useEffect(() => {
    latest.current = { filters, set };
  }, [filters, set]);

  const apply = useCallback((next: TransactionFilters) => {
    const params = filtersToSearchParams(next);
    // Later changes build on these at once, not after the re-render: a date picked right after
    // "Clear filters" must not bring the cleared search back.
    latest.current.filters = filtersFromSearchParams(params);
    latest.current.set(Object.fromEntries(filterParamNames.map((name) => [name, params.get(name)])));
  }, []);

  const [searchText, setSearchTextState] = useState(filters.text);
  const [appliedText, setAppliedText] = useState(filters.text);
  // The URL's text changed (our own debounce, back/forward, a link): show it unless it is what is typed.
  if (filters.text !== appliedText) {
    setAppliedText(filters.text);
    if (normalizedText(searchText) !== filters.text) setSearchTextState(filters.text);
  }

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelPendingText = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancelPendingText, [cancelPendingText]);

  const setSearchText = useCallback(
    (text: string) => {
      setSearchTextState(text);
      cancelPendingText();
      timer.current = setTimeout(() => {
        timer.current = null;
        const current = latest.current.filters;
        if (normalizedText(text) !== current.text) apply({ ...current, text });
      }, SEARCH_DEBOUNCE_MS);
    },
    [apply, cancelPendingText],
  );

  const update = useCallback(
    (change: Partial<Omit<TransactionFilters, 'text'>>) => apply({ ...latest.current.filters, ...change }),
    [apply],
  );

  const clear = useCallback(() => {
    cancelPendingText();
    setSearchTextState('');
    apply(noFilters);
  }, [apply, cancelPendingText]);

  return { filters, update, searchText, setSearchText, clear };
}
