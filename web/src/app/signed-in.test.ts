import { describe, expect, it, vi } from 'vitest';
import * as signedIn from './signed-in';

// The stylesheets' addresses come from the build (`virtual:shell-stylesheets`), which unit tests do not run.
vi.mock('./shell-stylesheets', () => ({ withWholeAppStylesheet: <Module>(module: Promise<Module>) => module }));

describe('the signed-in part', () => {
  // The router and the header load these through React.lazy, which renders only a function or a
  // class: a lazy component handed on as it is would fail on the first signed-in screen.
  it('hands the router and the header plain components', () => {
    for (const name of ['RequireAuth', 'RequireAdmin', 'SignedInActions'] as const) {
      expect(typeof signedIn[name], name).toBe('function');
    }
  });
});
