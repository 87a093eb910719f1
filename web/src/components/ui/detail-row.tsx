import type { ReactNode } from 'react';

/** One line of a details list (inside a `<dl>`): the label left, the value right. */
export function DetailRow({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="d-flex justify-content-between gap-3 py-2 border-bottom">
      <dt className="fw-normal text-body-secondary text-nowrap">{label}</dt>
      <dd className="mb-0 text-end text-break" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
