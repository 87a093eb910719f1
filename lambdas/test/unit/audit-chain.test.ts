import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '@sandbank/shared';

const stored: { head: { sequence: number; hash: string }; events: AuditEvent[] } = {
  head: { sequence: 0, hash: '0'.repeat(64) },
  events: [],
};

vi.mock('../../src/data/entities/audit-head', () => ({
  GENESIS_HASH: '0'.repeat(64),
  auditHead: async () => stored.head,
  advanceAuditHead: () => ({}),
}));
vi.mock('../../src/data/entities/audit-event', () => ({
  putAuditEvent: () => ({}),
  auditChainInOrder: async function* () {
    yield* stored.events;
  },
}));

const { hashAuditEvent, prepareAuditEvent, verifyAuditChain } = await import('../../src/domain/audit/audit-chain');

/** Builds a chain of n events the way the bank does, keeping the head in step. */
async function buildChain(length: number) {
  stored.head = { sequence: 0, hash: '0'.repeat(64) };
  stored.events = [];
  for (let index = 0; index < length; index += 1) {
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
  }
}

describe('the audit hash chain', () => {
  beforeEach(async () => {
    await buildChain(4);
  });

  it('verifies an untouched chain', async () => {
    expect(await verifyAuditChain()).toEqual({ valid: true, eventsChecked: 4, headSequence: 4, brokenAt: null, reason: null });
  });

  it('links each event to the hash of the one before', () => {
    expect(stored.events[0]!.previousHash).toBe('0'.repeat(64));
    for (let index = 1; index < stored.events.length; index += 1) {
      expect(stored.events[index]!.previousHash).toBe(stored.events[index - 1]!.hash);
    }
  });

  it('finds an edited event', async () => {
    stored.events[1] = { ...stored.events[1]!, after: { balanceCents: 999_999 } };
    expect(await verifyAuditChain()).toMatchObject({ valid: false, brokenAt: 2, reason: 'The event content does not match its hash' });
  });

  it('finds an edited event whose hash was recomputed, at the next link', async () => {
    const edited = { ...stored.events[1]!, after: { balanceCents: 999_999 } };
    const { hash: _old, ...unsigned } = edited;
    stored.events[1] = { ...edited, hash: hashAuditEvent(unsigned) };
    expect(await verifyAuditChain()).toMatchObject({ valid: false, brokenAt: 3, reason: 'The link to the previous event does not match' });
  });

  it('finds a deleted event', async () => {
    stored.events.splice(2, 1);
    expect(await verifyAuditChain()).toMatchObject({ valid: false, brokenAt: 4 });
  });

  it('finds a deleted last event through the head', async () => {
    stored.events.pop();
    expect(await verifyAuditChain()).toMatchObject({ valid: false, reason: 'The chain head does not match the last event' });
  });
});
