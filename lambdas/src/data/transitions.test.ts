import type * as Declared from '@sandbank/shared/transitions';
import { describe, expect, it, vi } from 'vitest';

/*
 * The status part of a write, from a declared move. No move of the table leaves several states
 * yet, so one is added to a copy of it to show the IN form.
 */

vi.mock('@sandbank/shared/transitions', async (importOriginal) => {
  const declared = await importOriginal<typeof Declared>();
  const reopen = { from: ['approved', 'rejected'], to: 'pending' } as const;
  return {
    ...declared,
    transitionOf: (kind: 'lockerItem', name: string) => (kind === 'lockerItem' && name === 'reopen' ? reopen : declared.transitionOf(kind, name as 'approve')),
  };
});

const { statusChange, statusIs } = await import('./transitions');

describe('statusChange', () => {
  it("sets the move's target on condition of the one state it leaves", () => {
    expect(statusChange('wire', 'expire')).toEqual({
      set: '#status = :toStatus',
      condition: '#status = :fromStatus',
      names: { '#status': 'status' },
      values: { ':toStatus': 'expired', ':fromStatus': 'awaiting_confirmation' },
      to: 'expired',
    });
  });

  it('requires any of the states a move leaves, when it leaves several', () => {
    const change = statusChange('lockerItem', 'reopen' as 'approve');
    expect(change.condition).toBe('#status IN (:fromStatus0, :fromStatus1)');
    expect(change.values).toEqual({ ':toStatus': 'pending', ':fromStatus0': 'approved', ':fromStatus1': 'rejected' });
  });

  it('refuses a move the kind does not declare', () => {
    expect(() => statusChange('checkDeposit', 'expire' as 'approve')).toThrow('checkDeposit declares no transition expire');
  });
});

describe('statusIs', () => {
  it('requires a declared state and sets nothing', () => {
    expect(statusIs('lockerItem', 'rejected')).toEqual({ condition: '#status = :currentStatus', names: { '#status': 'status' }, values: { ':currentStatus': 'rejected' } });
  });

  it('refuses a state the kind does not have', () => {
    expect(() => statusIs('checkDeposit', 'expired' as 'pending')).toThrow('expired is not a declared state of checkDeposit');
  });
});
