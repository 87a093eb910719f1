import { beforeAll, describe, expect, it } from 'vitest';
import type { WireRecord } from '../../data/entities/wire';
import { toWireView, wireEvent } from './wire-view';

/* A wire's event carries the wire as its customer lists it: never the code's MAC, who decided it, or the bank's copy of the customer. */

beforeAll(() => {
  process.env.TABLE_NAME = 'test';
});

const wire: WireRecord = {
  id: '01JTX00000000000000000WIRE',
  userId: 'd2f1c0de-0000-4000-8000-000000000001',
  accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  customer: { userId: 'd2f1c0de-0000-4000-8000-000000000001', email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace' },
  recipientName: 'Jane Doe',
  recipientAccount: 'DE89370400440532013000',
  recipientBank: 'Commerzbank',
  swift: 'COBADEFFXXX',
  recipientAddress: '1 Example Street, Berlin',
  amountCents: 10_000,
  feeCents: 2_500,
  purpose: 'family_support',
  senderNotes: null,
  adminNotes: null,
  status: 'awaiting_confirmation',
  createdAt: '2026-11-26T12:00:00.000Z',
  confirmedAt: null,
  decidedAt: null,
  decidedBy: 'admin-1',
  transactionId: null,
  feeTransactionId: null,
  codeExpiresAt: '2026-11-26T12:15:00.000Z',
  attemptsLeft: null,
  resendAvailableAt: null,
  codeMac: 'secret-mac',
  codeSentAt: '2026-11-26T12:00:00.000Z',
  codeAttempts: 1,
};

describe("a wire's event", () => {
  it("is its customer's, with the wire as they list it and nothing of the bank's own", () => {
    const item = wireEvent('wire.requested', wire).Put!.Item!;
    expect(item).toMatchObject({ pk: `USER#${wire.userId}`, entity: 'event', userId: wire.userId, type: 'wire.requested' });
    expect(item.data).toEqual(toWireView(wire));
    expect(item.data).toMatchObject({ attemptsLeft: 4, codeExpiresAt: wire.codeExpiresAt });
    const text = JSON.stringify(item.data);
    for (const hidden of ['secret-mac', 'admin-1', 'ada@example.test']) expect(text).not.toContain(hidden);
  });
});
