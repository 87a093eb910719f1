import { SEARCH_TEXT_MAX } from '@sandbank/shared/schemas/common';
import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

export { useFailureToast } from './failure-toast';

/** Search text that settles: the listing asks the server once the admin pauses typing. */
export function useSettledText(text: string, delayMs = 300): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

/** The search field above a listing. */
export function SearchBox({ label, placeholder, value, onChange, testId }: { label: string; placeholder: string; value: string; onChange: (value: string) => void; testId: string }) {
  const id = useId();
  return (
    <Form role="search" className="mb-3" onSubmit={(event) => event.preventDefault()}>
      <Form.Label htmlFor={id} className="visually-hidden">
        {label}
      </Form.Label>
      <Form.Control id={id} type="search" placeholder={placeholder} value={value} maxLength={SEARCH_TEXT_MAX} onChange={(event) => onChange(event.target.value)} data-testid={testId} />
    </Form>
  );
}

/** "Load more" under a listing, while the server has more. */
export function LoadMore({ listing, testId }: { listing: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }; testId: string }) {
  if (!listing.hasNextPage) return null;
  return (
    <div className="text-center mt-3">
      <Button variant="outline-primary" disabled={listing.isFetchingNextPage} onClick={() => void listing.fetchNextPage()} data-testid={testId}>
        {listing.isFetchingNextPage ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}
