import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '@sandbank/shared';

/*
 * The walk of the chain over an in-memory table, anchor bucket and key (a local HMAC standing in
 * for KMS). The integration tier tampers with the real table (lambdas/test/integration/audit-tampering.whole-bank.test.ts).
 */

const key = Buffer.alloc(32, 3);
const seal = (message: Uint8Array) => createHmac('sha256', key).update(message).digest('hex');
const stored: {
  head: { sequence: number; hash: string };
  events: AuditEvent[];
  anchors: { sequence: number; hash: string }[];
  /** Runs after the walk has read the event at this index: postings landing meanwhile. */
  duringWalk?: (walked: number) => Promise<void>;
  /** The walk reads the events as they were when it began (its pages were read before). */
  walkSnapshot?: boolean;
} = { head: { sequence: 0, hash: '0'.repeat(64) }, events: [], anchors: [] };

vi.mock('../../data/audit-key', () => ({
  auditSeal: async (message: Uint8Array) => seal(message),
  auditSealHolds: async (message: Uint8Array, hash: string) => seal(message) === hash,
}));
vi.mock('../../data/audit-anchor', () => ({
  putAuditAnchor: async (anchor: { sequence: number; hash: string }) => {
    stored.anchors.push(anchor);
  },
  newestAuditAnchor: async () => [...stored.anchors].sort((a, b) => b.sequence - a.sequence)[0] ?? null,
}));
vi.mock('../../data/entities/audit-head', () => ({
  GENESIS_HASH: '0'.repeat(64),
  auditHead: async () => stored.head,
  advanceAuditHead: () => ({}),
}));
vi.mock('../../data/entities/audit-event', () => ({
  putAuditEvent: () => ({}),
  putAuditActionEntry: () => ({}),
  auditChainInOrder: async function* () {
    const events = stored.walkSnapshot ? [...stored.events] : stored.events;
    for (let index = 0; index < events.length; index += 1) {
      yield events[index]!;
      await stored.duringWalk?.(index);
    }
  },
  auditEventsAfter: async function* (after: number, last: number) {
    yield* stored.events.filter((event) => event.sequence > after && event.sequence <= last);
  },
}));

const { anchorAuditEvent, auditDigest, prepareAuditEvent, verifyAuditChain } = await import('./audit-chain');

/** Appends one event the way a back-office posting does: seal, commit (head and event), anchor. */
async function append(index: number) {
  const { event } = await prepareAuditEvent({
    actorId: 'admin-1',
    action: 'account.adjust.credit',
    targetType: 'account',
    targetId: `account-${index}`,
    before: { balanceCents: index * 100 },
    after: { balanceCents: index * 100 + 50 },
  });
  stored.events.push(event);
  stored.head = { sequence: event.sequence, hash: event.hash };
  await anchorAuditEvent(event);
  return event;
}

async function buildChain(length: number) {
  stored.head = { sequence: 0, hash: '0'.repeat(64) };
  stored.events = [];
  stored.anchors = [];
  stored.duringWalk = undefined;
  stored.walkSnapshot = false;
  for (let index = 0; index < length; index += 1) await append(index);
}

const resealed = (event: AuditEvent, sealWith: (message: Uint8Array) => string): AuditEvent => {
  const { hash: _old, ...unsealed } = event;
  return { ...event, hash: sealWith(auditDigest(unsealed)) };
};

describe('the sealed audit chain', () => {
  beforeEach(async () => {
    await buildChain(40);
  });

  it('verifies an untouched chain against its newest anchor', async () => {
    expect(await verifyAuditChain()).toEqual({
      valid: true,
      eventsChecked: 40,
      headSequence: 40,
      anchoredSequence: 40,
      brokenAt: null,
      reason: null,
    });
  });

  it('links each event to the seal of the one before', () => {
    expect(stored.events[0]!.previousHash).toBe('0'.repeat(64));
    for (let index = 1; index < stored.events.length; index += 1) {
      expect(stored.events[index]!.previousHash).toBe(stored.events[index - 1]!.hash);
    }
  });

  it('finds an edited event', async () => {
    stored.events[20] = { ...stored.events[20]!, after: { balanceCents: 999_999 } };
    expect(await verifyAuditChain()).toMatchObject({ valid: false, brokenAt: 21, reason: 'The event does not match its seal' });
  });

  it('finds an edited event re-sealed without the key (a plain SHA-256, or any other key), and every later one re-linked', async () => {
    const otherKey = (message: Uint8Array) => createHmac('sha256', 'guess').update(message).digest('hex');
    for (let index = 20; index < stored.events.length; index += 1) {
      const previousHash = stored.events[index - 1]!.hash;
      const edited = { ...stored.events[index]!, previousHash, ...(index === 20 ? { after: { balanceCents: 1 } } : {}) };
      stored.events[index] = resealed(edited, otherKey);
    }
    stored.head = { sequence: 40, hash: stored.events[39]!.hash };
    expect(await verifyAuditChain()).toMatchObject({ valid: false, brokenAt: 21, reason: 'The event does not match its seal' });
  });

  it('finds a deleted event', async () => {
    stored.events.splice(10, 1);
    expect(await verifyAuditChain()).toMatchObject({ valid: false, brokenAt: 12, reason: 'Expected event 11' });
  });

  it('finds two events swapped', async () => {
    [stored.events[5], stored.events[6]] = [stored.events[6]!, stored.events[5]!];
    expect(await verifyAuditChain()).toMatchObject({ valid: false, brokenAt: 7, reason: 'Expected event 6' });
  });

  it('finds the newest events removed with the head moved back to match, through the anchor', async () => {
    stored.events.splice(37);
    stored.head = { sequence: 37, hash: stored.events[36]!.hash };
    expect(await verifyAuditChain()).toMatchObject({
      valid: false,
      headSequence: 37,
      anchoredSequence: 40,
      brokenAt: 38,
      reason: 'The chain ends at event 37, but event 40 was anchored: events were removed',
    });
  });

  it('finds a head that does not match the last event', async () => {
    stored.events.pop();
    expect(await verifyAuditChain()).toMatchObject({ valid: false, brokenAt: 40, reason: 'The chain head does not match the last event' });
  });

  it('anchors the head when the last anchor write was missed, and passes', async () => {
    stored.anchors = stored.anchors.filter((anchor) => anchor.sequence <= 38);
    expect(await verifyAuditChain()).toMatchObject({ valid: true, anchoredSequence: 38 });
    expect(stored.anchors.at(-1)).toEqual({ sequence: 40, hash: stored.events[39]!.hash });
  });

  it('reports no break for events committed while it walks, wherever the walk is', async () => {
    stored.duringWalk = async (walked) => {
      if (walked === 20) for (let index = 0; index < 3; index += 1) await append(100 + index);
    };
    expect(await verifyAuditChain()).toMatchObject({ valid: true, headSequence: 43, eventsChecked: 43 });
  });

  it('checks the events committed after its pages were read, up to the head it reads last', async () => {
    stored.walkSnapshot = true;
    stored.duringWalk = async (walked) => {
      if (walked === 39) for (let index = 0; index < 2; index += 1) await append(200 + index);
    };
    expect(await verifyAuditChain()).toMatchObject({ valid: true, headSequence: 42, eventsChecked: 42 });
    stored.events[41] = { ...stored.events[41]!, targetId: 'elsewhere' };
    stored.duringWalk = undefined;
    expect(await verifyAuditChain()).toMatchObject({ valid: false, brokenAt: 42 });
  });
});
