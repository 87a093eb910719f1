import { lazy, Suspense } from 'react';

// The statement form (and its form library) loads the first time the dialog opens.
const DownloadStatementsDialog = lazy(() => import('./download-statements-dialog').then((module) => ({ default: module.DownloadStatementsDialog })));

/** The Download statements dialog, its code loaded when first shown. */
export function LazyDownloadStatementsDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <DownloadStatementsDialog show={show} onClose={onClose} />
    </Suspense>
  );
}
