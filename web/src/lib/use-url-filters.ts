import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** What a change of the filters writes: a value per parameter, null or '' to leave it out. */
export type FilterUpdate<Name extends string> = Partial<Record<Name, string | null>>;

export interface UrlFilterOptions {
  /** `push`: each change is a step Back undoes; `replace` (the default): the address follows the filters without filling the history. */
  history?: 'push' | 'replace';
}

/**
 * A screen's filters kept in the address, one search parameter each (`names`), so a filtered view
 * can be reloaded, bookmarked and shared. `values` holds each parameter as the address has it (null
 * when absent; the screen judges what it accepts); `set` writes the parameters it names — a blank
 * one is removed — and leaves the others as they are; `clear` removes every filter. Either may
 * carry history `state` for the new entry.
 */
export function useUrlFilters<Name extends string>(names: readonly Name[], { history = 'replace' }: UrlFilterOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = names.join('\n');
  const values = useMemo(
    () => Object.fromEntries(key.split('\n').map((name) => [name, searchParams.get(name)])) as Record<Name, string | null>,
    [searchParams, key],
  );

  const set = useCallback(
    (update: FilterUpdate<Name>, options: { state?: unknown } = {}) => {
      const next = new URLSearchParams(searchParams);
      for (const [name, value] of Object.entries(update) as [Name, string | null | undefined][]) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      setSearchParams(next, { replace: history === 'replace', ...('state' in options ? { state: options.state } : {}) });
    },
    [searchParams, setSearchParams, history],
  );

  const clear = useCallback(
    (options: { state?: unknown } = {}) => set(Object.fromEntries(key.split('\n').map((name) => [name, null])) as FilterUpdate<Name>, options),
    [set, key],
  );

  return { values, set, clear };
}
