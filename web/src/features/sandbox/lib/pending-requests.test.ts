import type { CheckDeposit, LockerItem, Wire } from '@sandbank/shared';
import { describe, expect, it } from 'vitest';
import { outcomeButton, outcomeToast, pendingRequests, requestTitle } from './pending-requests';

const now = Date.parse('2026-03-01T12:00:00Z');

const wire = (id: string, status: Wire['status'], createdAt: string, codeExpiresAt: string | null = null): Wire => ({
  id,
  accountId: 'A1',
  recipientName: 'Jane Doe',
  recipientAccount: 'DE89370400440532013000',
  recipientBank: 'Deutsche Bank',
  swift: 'DEUTDEFF',
  recipientAddress: 'Frankfurt',
  amountCents: 100_000,
  feeCents: 2_500,
  purpose: 'family_support',
  senderNotes: null,
  adminNotes: null,
  status,
  createdAt,
  confirmedAt: null,
  decidedAt: null,
  transactionId: null,
  feeTransactionId: null,
  codeExpiresAt,
  attemptsLeft: null,
  resendAvailableAt: null,
});

const check = (id: string, status: CheckDeposit['status'], createdAt: string, checkNumber: string | null): CheckDeposit => ({
  id,
  accountId: 'A1',
  amountCents: 25_000,
  checkNumber,
  bankName: 'First Bank',
  routingNumber: '011000015',
  accountNumber: '12345678',
  memo: null,
  status,
  rejectionReason: null,
  decidedAt: null,
  transactionId: null,
  createdAt,
});

const item = (id: string, status: LockerItem['status'], storedAt: string): LockerItem => ({
  id,
  name: 'Grandfather watch',
  valueCents: 12_500,
  description: null,
  status,
  storedAt,
  decidedAt: null,
  rejectionReason: null,
});

describe('pendingRequests', () => {
  it('lists what waits for a decision, newest first, with the outcomes each can take', () => {
    const list = pendingRequests(
      {
        wires: [
          wire('W1', 'pending', '2026-03-01T10:00:00Z'),
          wire('W2', 'awaiting_confirmation', '2026-03-01T11:58:00Z', '2026-03-01T12:10:00Z'),
          wire('W3', 'approved', '2026-03-01T09:00:00Z'),
        ],
        checks: [check('C1', 'pending', '2026-03-01T11:00:00Z', '1042'), check('C2', 'rejected', '2026-03-01T11:30:00Z', null)],
        lockerItems: [item('L1', 'pending', '2026-03-01T08:00:00Z'), item('L2', 'approved', '2026-03-01T11:59:00Z')],
      },
      now,
    );
    expect(list.map((request) => [request.id, request.status, request.outcomes])).toEqual([
      ['W2', 'Awaiting code', ['expire']],
      ['C1', 'Pending review', ['approve', 'reject']],
      ['W1', 'Pending review', ['approve', 'reject']],
      ['L1', 'Pending review', ['approve', 'reject']],
    ]);
    expect(list.map(requestTitle)).toEqual(['Wire to Jane Doe', 'Check deposit #1042', 'Wire to Jane Doe', 'Locker item "Grandfather watch"']);
  });

  it('leaves out a request whose code already lapsed, and names a check without a number by its bank', () => {
    const list = pendingRequests(
      {
        wires: [wire('W1', 'awaiting_confirmation', '2026-03-01T11:00:00Z', '2026-03-01T11:15:00Z')],
        checks: [check('C1', 'pending', '2026-03-01T11:00:00Z', null)],
        lockerItems: [],
      },
      now,
    );
    expect(list.map(requestTitle)).toEqual(['Check deposit from First Bank']);
  });
});

describe('what the panel says about a decision', () => {
  const only = (lists: Partial<Parameters<typeof pendingRequests>[0]>) => {
    const [request] = pendingRequests({ wires: [], checks: [], lockerItems: [], ...lists }, now);
    if (!request) throw new Error('Nothing pending');
    return request;
  };
  const held = only({ wires: [wire('W1', 'pending', '2026-03-01T10:00:00Z')] });
  const checkRequest = only({ checks: [check('C1', 'pending', '2026-03-01T09:00:00Z', '1042')] });
  const locker = only({ lockerItems: [item('L1', 'pending', '2026-03-01T08:00:00Z')] });

  it('names the request on each button', () => {
    expect(outcomeButton(held, 'approve')).toEqual({ label: 'Approve', name: 'Approve the wire of $1,000.00 to Jane Doe' });
    expect(outcomeButton(checkRequest, 'reject').name).toBe('Reject the check deposit #1042 of $250.00');
    expect(outcomeButton(locker, 'approve').name).toBe('Approve the locker item "Grandfather watch" ($125.00)');
  });

  it('tells the outcome and what it means for the money', () => {
    expect(outcomeToast(held, 'approve')).toEqual({ title: 'Wire Approved', message: 'The sandbox approved the wire of $1,000.00 to Jane Doe.' });
    expect(outcomeToast(held, 'reject').message).toBe('The sandbox rejected the wire of $1,000.00 to Jane Doe. The amount and the fee are back in your account.');
    expect(outcomeToast(held, 'expire')).toEqual({ title: 'Wire Expired', message: 'The sandbox expired the wire of $1,000.00 to Jane Doe. Nothing was reserved.' });
    expect(outcomeToast(checkRequest, 'approve')).toEqual({
      title: 'Check Deposit Approved',
      message: 'The sandbox approved the check deposit #1042 of $250.00. The money is in your account.',
    });
    expect(outcomeToast(locker, 'reject')).toEqual({ title: 'Locker Item Rejected', message: 'The sandbox rejected the locker item "Grandfather watch" ($125.00).' });
  });
});
