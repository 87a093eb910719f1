import { createHmac } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@sandbank/shared';
import { stableJson } from '../../src/lib/stable-json';
import {
  checkingInPrivateTable,
  credit,
  deleteEvent,
  plainHash,
  storedEvents,
  storedHead,
  usePrivateAuditTable,
  verify,
  writeEvent,
  writeHead,
} from './support/private-audit-table';
import { newUser, type TestUser } from './support/users';

/*
 * Each test builds a chain of back-office events, then changes the table the way someone who can
 * write it — but holds neither the audit key (KMS) nor the anchor bucket — would, and expects
 * GET /api/admin/audit/verify to name the place. See docs/security.md, "The audit chain".
 */

const CHAIN_LENGTH = 6;
let admin: TestUser;
let customer: TestUser;
let accountId: string;

beforeAll(async () => {
  admin = await newUser({ admin: true });
});

beforeEach(async () => {
  await usePrivateAuditTable();
  // A new customer per table: a warm handler remembers whose accounts it has opened.
  customer = await newUser();
  accountId = await checkingInPrivateTable(customer);
  for (let index = 1; index <= CHAIN_LENGTH; index += 1) expect((await credit(admin, accountId, index * 100)).status).toBe(201);
  expect((await verify(admin)).body).toMatchObject({ valid: true, eventsChecked: CHAIN_LENGTH, anchoredSequence: CHAIN_LENGTH });
});

const unsealed = ({ hash: _hash, ...rest }: AuditEvent) => rest;

/** Re-seals events from `first` on with what an attacker can compute, re-linking each, and moves the head. */
async function resealFrom(events: AuditEvent[], first: number, seal: (canonicalJson: string) => string) {
  let previousHash = events[first - 2]?.hash ?? '0'.repeat(64);
  for (const event of events.slice(first - 1)) {
    const relinked = { ...event, previousHash };
    const hash = seal(stableJson(unsealed(relinked)));
    await writeEvent({ ...relinked, hash });
    previousHash = hash;
  }
  await writeHead({ sequence: events.length, hash: previousHash });
}

describe('the audit chain under tampering', () => {
  it('finds a rewritten event', async () => {
    const events = await storedEvents();
    await writeEvent({ ...events[2]!, after: { ...(events[2]!.after as object), balanceCents: 1 } });
    expect((await verify(admin)).body).toMatchObject({ valid: false, brokenAt: 3, reason: 'The event does not match its seal' });
  });

  it('finds a rewritten event whose chain was re-hashed after it (plain SHA-256, as the chain used to be)', async () => {
    const events = await storedEvents();
    events[2] = { ...events[2]!, actorId: customer.userId };
    await resealFrom(events, 3, plainHash);
    expect((await verify(admin)).body).toMatchObject({ valid: false, brokenAt: 3, reason: 'The event does not match its seal' });
  });

  it('finds a chain re-sealed with an HMAC under a key of the attacker’s own', async () => {
    const events = await storedEvents();
    events[3] = { ...events[3]!, before: { balanceCents: 0 } };
    await resealFrom(events, 4, (canonicalJson) => createHmac('sha256', 'a guessed key').update(canonicalJson).digest('hex'));
    expect((await verify(admin)).body).toMatchObject({ valid: false, brokenAt: 4, reason: 'The event does not match its seal' });
  });

  it('finds a deleted tail whose head was moved back to the last event left (head and anchor disagree)', async () => {
    const events = await storedEvents();
    await deleteEvent(6);
    await deleteEvent(5);
    await writeHead({ sequence: 4, hash: events[3]!.hash });
    expect((await verify(admin)).body).toMatchObject({
      valid: false,
      headSequence: 4,
      anchoredSequence: 6,
      brokenAt: 5,
      reason: 'The chain ends at event 4, but event 6 was anchored: events were removed',
    });
  });

  it('finds a deleted tail whose head was left alone', async () => {
    await deleteEvent(6);
    expect((await verify(admin)).body).toMatchObject({ valid: false, brokenAt: 6, reason: 'The chain head does not match the last event' });
  });

  it('finds two events swapped in place', async () => {
    const events = await storedEvents();
    await writeEvent({ ...events[3]!, sequence: 3 });
    await writeEvent({ ...events[2]!, sequence: 4 });
    expect((await verify(admin)).body).toMatchObject({ valid: false, brokenAt: 3 });
  });

  it('finds a reordered chain whose numbers and links were made consistent again', async () => {
    const events = await storedEvents();
    // Events 3 and 4 trade places; numbers and links are rewritten so that only the seals can tell.
    const reordered = [events[0]!, events[1]!, { ...events[3]!, sequence: 3 }, { ...events[2]!, sequence: 4 }, events[4]!, events[5]!];
    let previousHash = events[1]!.hash;
    for (const event of reordered.slice(2)) {
      await writeEvent({ ...event, previousHash });
      previousHash = event.hash;
    }
    await writeHead({ sequence: 6, hash: previousHash });
    expect((await verify(admin)).body).toMatchObject({ valid: false, brokenAt: 3, reason: 'The event does not match its seal' });
  });

  it('verifies again once the table holds the sealed events it held before', async () => {
    const events = await storedEvents();
    const head = await storedHead();
    await writeEvent({ ...events[1]!, targetId: 'somewhere else' });
    expect((await verify(admin)).body).toMatchObject({ valid: false, brokenAt: 2 });
    await writeEvent(events[1]!);
    await writeHead(head);
    expect((await verify(admin)).body).toMatchObject({ valid: true, eventsChecked: CHAIN_LENGTH });
  });
});

describe('the audit chain under concurrent postings', () => {
  it('never reports a break while postings land during verification', async () => {
    const customers = await Promise.all([newUser(), newUser()]);
    const accounts = await Promise.all(customers.map(checkingInPrivateTable));
    let posting = true;
    const postings = (async () => {
      try {
        for (let round = 0; round < 8; round += 1) {
          const answers = await Promise.all(accounts.map((account) => credit(admin, account, 100 + round)));
          for (const answer of answers) expect(answer.status).toBe(201);
        }
      } finally {
        posting = false;
      }
    })();
    const verifications: { valid: boolean; headSequence: number; reason: string | null }[] = [];
    while (posting) verifications.push((await verify(admin)).body);
    await postings;
    verifications.push((await verify(admin)).body);

    expect(verifications.filter((verification) => !verification.valid)).toEqual([]);
    const heads = new Set(verifications.map((verification) => verification.headSequence));
    // Verifications really ran between postings: they saw the chain at several lengths.
    expect(heads.size).toBeGreaterThan(2);
    expect(verifications.at(-1)).toMatchObject({ valid: true, headSequence: CHAIN_LENGTH + 16 });
  });
});
