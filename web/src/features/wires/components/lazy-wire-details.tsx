import { lazy, Suspense } from 'react';

// The wire's details (and the wire's API calls) load the first time a wire's entry is opened.
const WireDetails = lazy(() => import('./wire-details').then((module) => ({ default: module.WireDetails })));

/** The wire request behind a ledger entry, for the transaction details dialog. */
export function LazyWireDetails({ wireId }: { wireId: string }) {
  return (
    <Suspense fallback={null}>
      <WireDetails wireId={wireId} />
    </Suspense>
  );
}
