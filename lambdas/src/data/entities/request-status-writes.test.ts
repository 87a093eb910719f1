import { readFileSync } from 'node:fs';
import { LockerItemStatus } from '@sandbank/shared/schemas/locker';
import { statesOf, transitionsOf, type RequestKind } from '@sandbank/shared/transitions';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { documentClient } from '../../lib/clients/dynamodb';
import type { TransactItem } from '../transact';
import { decidePendingCheck } from './check-deposit';
import { decideLockerItem, removeLockerItem, type LockerItemRecord } from './locker-item';
import { decidePostingRequestItem, type PostingRequestRecord } from './posting-request';
import { confirmWireItem, decideWireItem, expireWireItem, replaceCode, takeCodeAttempt, type WireRecord } from './wire';
import { sampleWire } from '../../../test/support/sample-wire';

/*
 * Every write that changes the status of a wire, check deposit, posting request or locker item,
 * built as it is sent, against the declared transitions (shared/src/transitions.ts): the state it
 * sets and the states its condition requires are exactly one declared move, and every declared
 * move is made by some write. Writes that only require a status (a code's try, a removal) change
 * none. The status part is read from the expressions themselves, not from the helper that makes it.
 */

beforeAll(() => {
  process.env.TABLE_NAME = 'test';
});

type Write = Partial<Pick<NonNullable<TransactItem['Update']>, 'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>>;

const written = (item: TransactItem | undefined): Write => item?.Update ?? item?.Delete ?? item?.Put ?? item?.ConditionCheck ?? {};

/** What a write that sends itself (writeIf) sent, the client answering as if its condition held. */
async function sentBy(write: () => Promise<boolean>): Promise<Write> {
  const send = vi.spyOn(documentClient(), 'send').mockResolvedValue({} as never);
  try {
    expect(await write()).toBe(true);
    expect(send).toHaveBeenCalledOnce();
    return (send.mock.calls[0]![0] as unknown as { input: Write }).input;
  } finally {
    send.mockRestore();
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The one name the write gives the `status` attribute. */
function statusName(write: Write): string {
  const names = Object.entries(write.ExpressionAttributeNames ?? {}).filter(([, attribute]) => attribute === 'status');
  expect(names).toHaveLength(1);
  return names[0]![0];
}

/** The status the write sets (one SET clause, nothing else touching it), or undefined. */
function statusSet(write: Write, name: string): string | undefined {
  const expression = write.UpdateExpression ?? '';
  const assignments = [...expression.matchAll(new RegExp(`${escaped(name)} = (:\\w+)`, 'g'))];
  expect(assignments.length).toBeLessThanOrEqual(1);
  expect(expression.split(name).length - 1, 'the status is only ever SET').toBe(assignments.length);
  return assignments[0] && String(write.ExpressionAttributeValues?.[assignments[0][1]!]);
}

/** The states the write's condition requires: one of the conjuncts of an AND-only condition. */
function statusRequired(write: Write, name: string): string[] {
  const condition = write.ConditionExpression ?? '';
  expect(condition).not.toMatch(/\b(OR|NOT|BETWEEN)\b/);
  const onStatus = condition.split(' AND ').filter((conjunct) => conjunct.includes(name));
  expect(onStatus).toHaveLength(1);
  const [, one] = onStatus[0]!.match(new RegExp(`^${escaped(name)} = (:\\w+)$`)) ?? [];
  const [, several] = onStatus[0]!.match(new RegExp(`^${escaped(name)} IN \\((:\\w+(?:, :\\w+)*)\\)$`)) ?? [];
  const values = one ? [one] : several ? several.split(', ') : [];
  expect(values.length, onStatus[0]).toBeGreaterThan(0);
  return values.map((value) => String(write.ExpressionAttributeValues?.[value]));
}

/** The declared move a write makes: exactly one must match what it sets and requires. */
function moveOf(kind: RequestKind, write: Write): string {
  const name = statusName(write);
  const to = statusSet(write, name);
  const from = new Set(statusRequired(write, name));
  const matching = transitionsOf(kind).filter((move) => move.to === to && move.from.length === from.size && move.from.every((state) => from.has(state)));
  expect(matching.map((move) => move.name), `${kind}: ${[...from].join('|')} → ${to}`).toHaveLength(1);
  return matching[0]!.name;
}

const userId = 'd2f1c0de-0000-4000-8000-000000000001';
const adminId = 'd2f1c0de-0000-4000-8000-000000000002';
const at = '2026-11-26T12:05:00.000Z';

const wire: WireRecord = { ...sampleWire, userId };
const pendingWire: WireRecord = { ...wire, status: 'pending', confirmedAt: at, transactionId: '01ARZ3NDEKTSV4RRFFQ69G5FAX' };

const postingRequest: PostingRequestRecord = {
  id: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  status: 'pending',
  kind: 'adjustment',
  accountId: '01ARZ3NDEKTSV4RRFFQ69G5FAW',
  accountName: 'Everyday Checking',
  accountNumber: 'CHK0000000001',
  userId,
  holder: null,
  type: 'adjustment',
  direction: 'credit',
  amountCents: 1_000_000,
  note: 'Goodwill',
  makerId: adminId,
  maker: null,
  createdAt: '2026-11-26T12:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  rejectionReason: null,
  transactionId: null,
  approvalReason: 'amount',
  rollingTotalCents: null,
};

const lockerItem: LockerItemRecord = {
  id: '01ARZ3NDEKTSV4RRFFQ69G5FAY',
  userId,
  name: 'Painting',
  valueCents: 500_000,
  description: null,
  status: 'pending',
  storedAt: '2026-11-26T12:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  rejectionReason: null,
};

const check = { userId, id: '01ARZ3NDEKTSV4RRFFQ69G5FAZ' };

/** Every write of the four entity modules that changes a status, and the move it is meant to make. */
const statusChanges: { kind: RequestKind; write: string; move: string; build: () => TransactItem }[] = [
  { kind: 'wire', write: 'confirmWireItem', move: 'confirm', build: () => confirmWireItem(wire, { confirmedAt: at, transactionId: '01ARZ3NDEKTSV4RRFFQ69G5FAX', feeTransactionId: null }) },
  { kind: 'wire', write: 'expireWireItem', move: 'expire', build: () => expireWireItem(wire, new Date('2026-11-26T12:16:00.000Z')) },
  ...(['approved', 'rejected'] as const).flatMap((status) => {
    const move = status === 'approved' ? 'approve' : 'reject';
    const reason = status === 'approved' ? null : 'Not allowed';
    return [
      { kind: 'wire' as const, write: `decideWireItem (${status})`, move, build: () => decideWireItem(pendingWire, { status, decidedAt: at, decidedBy: adminId, adminNotes: reason }) },
      {
        kind: 'checkDeposit' as const,
        write: `decidePendingCheck (${status})`,
        move,
        build: () => decidePendingCheck(check, { status, decidedBy: adminId, decidedAt: at, rejectionReason: reason, transactionId: null }),
      },
      {
        kind: 'postingRequest' as const,
        write: `decidePostingRequestItem (${status})`,
        move,
        build: () => decidePostingRequestItem(postingRequest, { status, decidedBy: adminId, decidedAt: at, rejectionReason: reason, transactionId: null }),
      },
      {
        kind: 'lockerItem' as const,
        write: `decideLockerItem (${status})`,
        move,
        build: () => decideLockerItem(lockerItem, { status, decidedAt: at, decidedBy: adminId, rejectionReason: reason }),
      },
    ];
  }),
];

/** Every write of theirs that requires a status and changes another thing (or removes the request). */
const statusGuards: { kind: RequestKind; write: string; state: string; build: () => Promise<Write> }[] = [
  { kind: 'wire', write: 'takeCodeAttempt', state: 'awaiting_confirmation', build: () => sentBy(() => takeCodeAttempt(wire, new Date(at))) },
  {
    kind: 'wire',
    write: 'replaceCode',
    state: 'awaiting_confirmation',
    build: () => sentBy(() => replaceCode(wire, { mac: 'new-mac', sentAt: at, expiresAt: '2026-11-26T12:20:00.000Z' }, at)),
  },
  ...LockerItemStatus.options.map((state) => ({
    kind: 'lockerItem' as const,
    write: `removeLockerItem (${state})`,
    state,
    build: async () => written(removeLockerItem({ ...lockerItem, status: state })[0]),
  })),
];

describe('the status writes of wires, check deposits, posting requests and locker items', () => {
  it.each(statusChanges)('$write makes exactly one declared move of a $kind: $move', ({ kind, move, build }) => {
    expect(moveOf(kind, written(build()))).toBe(move);
  });

  it('make every declared move, and no write is left out of them', () => {
    const made = new Set(statusChanges.map(({ kind, build }) => `${kind} ${moveOf(kind, written(build()))}`));
    const declared = (['wire', 'checkDeposit', 'postingRequest', 'lockerItem'] as const).flatMap((kind) => transitionsOf(kind).map(({ name }) => `${kind} ${name}`));
    expect([...made].sort()).toEqual(declared.sort());
  });

  it.each(statusGuards)('$write requires a $kind in a declared state ($state) and changes no status', async ({ kind, state, build }) => {
    const write = await build();
    const name = statusName(write);
    expect(statusSet(write, name)).toBeUndefined();
    expect(statusRequired(write, name)).toEqual([state]);
    expect(statesOf(kind)).toContain(state);
  });

  it('are all made from the declared transitions: no entity module names the status attribute itself', () => {
    for (const module of ['wire', 'check-deposit', 'posting-request', 'locker-item']) {
      const source = readFileSync(new URL(`./${module}.ts`, import.meta.url), 'utf8');
      expect(source, module).not.toMatch(/#status|['"]status['"]/);
    }
  });
});
