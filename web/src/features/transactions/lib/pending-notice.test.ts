import { describe, expect, it } from 'vitest';
import { pendingNotice } from './pending-notice';

describe('pendingNotice', () => {
  it('tells that a pending wire awaits review', () => {
    expect(pendingNotice({ type: 'wire_transfer', status: 'pending' })).toContain(
      'being reviewed and will be processed once approved',
    );
  });

  it('tells that other pending entries complete shortly', () => {
    expect(pendingNotice({ type: 'fee', status: 'pending' })).toContain('being processed and will be completed shortly');
  });

  it('says nothing for settled entries', () => {
    expect(pendingNotice({ type: 'wire_transfer', status: 'completed' })).toBeNull();
    expect(pendingNotice({ type: 'deposit', status: 'failed' })).toBeNull();
  });
});
