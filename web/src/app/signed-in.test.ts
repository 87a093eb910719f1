import { describe, expect, it } from 'vitest';
import * as signedIn from './signed-in';

describe('the signed-in part', () => {
  // The router and the header load these through React.lazy, which renders only a function or a
  // class: a lazy component handed on as it is would fail on the first signed-in screen.
  it('hands the router and the header plain components', () => {
    for (const name of ['RequireAuth', 'RequireAdmin', 'SignedInPage', 'SignedInActions'] as const) {
      expect(typeof signedIn[name], name).toBe('function');
    }
  });
});
