import { useEffect, useState } from 'react';

/** A small "Copy" button that puts `text` on the clipboard and says, in place, whether it did. */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }) {
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (outcome === 'idle') return;
    const timer = setTimeout(() => setOutcome('idle'), 2_500);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <button type="button" className="btn btn-sm btn-outline-primary text-nowrap" onClick={copy} data-testid={testId}>
      <span aria-live="polite">{outcome === 'copied' ? 'Copied' : outcome === 'failed' ? 'Select and copy' : 'Copy'}</span>
      <span className="visually-hidden"> {label}</span>
    </button>
  );
}
