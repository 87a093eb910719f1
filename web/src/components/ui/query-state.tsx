import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

/** What the states below read of a server-state query (a TanStack Query result has all of it). */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/** Why something is missing, and "Try again": `<testId>-error` and `<testId>-retry`. */
export function QueryErrorAlert({ message, onRetry, testId, inset = false }: { message: ReactNode; onRetry: () => void; testId: string; inset?: boolean }) {
  return (
    <div
      className={`alert alert-danger ${inset ? 'm-3' : 'mb-0'} d-flex justify-content-between align-items-center gap-3`}
      role="alert"
      data-testid={`${testId}-error`}
    >
      <span>{message}</span>
      <Button size="sm" variant="outline-danger" onClick={onRetry} data-testid={`${testId}-retry`}>
        Try again
      </Button>
    </div>
  );
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Prefix of the error alert's test ids. */
  testId: string;
  errorMessage: ReactNode;
  /** Spaces the error alert from the edges, for a card whose content sits flush. */
  insetError?: boolean;
  /** Shown until the first answer (placeholders shaped like the content keep the layout still). */
  loading: ReactNode;
  /** Shown instead of `children` when `isEmpty` says there is nothing to show. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** One server-state query's loading, error, empty and loaded states. */
export function QueryState<T>({ query, testId, errorMessage, insetError, loading, empty, isEmpty, children }: QueryStateProps<T>) {
  if (query.isError) {
    return <QueryErrorAlert message={errorMessage} onRetry={() => void query.refetch()} testId={testId} inset={insetError} />;
  }
  if (query.data === undefined) return <>{loading}</>;
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
