import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { withServerState } from './with-server-state';

// The stylesheets' addresses come from the build (`virtual:shell-stylesheets`), which tests do not run.
vi.mock('./shell-stylesheets', () => ({ withWholeAppStylesheet: <Module,>(module: Promise<Module>) => module }));

/** A part that reads the server-state cache: it fails to render outside the provider. */
function ReadsTheCache({ label }: { label: string }) {
  useQueryClient();
  return <p>{label}</p>;
}

describe('withServerState', () => {
  it('starts loading the part at once, beside the provider, not after it', () => {
    const load = vi.fn(() => new Promise<{ default: typeof ReadsTheCache }>(() => undefined));
    void withServerState(load)();
    expect(load).toHaveBeenCalledOnce();
  });

  it('hands React.lazy the part inside the server-state provider, with its props', async () => {
    const Part = lazy(withServerState(() => Promise.resolve({ default: ReadsTheCache })));
    render(
      <Suspense fallback={null}>
        <Part label="Balances" />
      </Suspense>,
    );
    expect(await screen.findByText('Balances')).toBeTruthy();
  });
});
