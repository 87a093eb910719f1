import { wireMessages } from '@sandbank/shared/messages';
import { notFound } from '@sandbank/shared/errors';
import type { WirePage } from '@sandbank/shared/operations/wires';
import type { Wire } from '@sandbank/shared/schemas/wire';
import { wireOfUser, wiresOfUser, type WireRecord } from '../../data/entities/wire';
import type { Caller } from '../caller';
import { toWireView } from './wire-view';

/*
 * The customer's side of a wire: a request is stored awaiting its emailed code (no money moves,
 * wire-request.ts); the right code, in time and within its tries, places the hold — amount and
 * fee as pending entries on the account, in one movement with the request becoming pending
 * (wire-confirmation.ts) — for the back office to decide (wire-decisions.ts). A request whose code
 * lapses expires (wire-expiry.ts). Each operation's module holds only what it needs, so each
 * function bundles only that.
 */

export async function listMyWires(caller: Caller, query: { cursor?: string; limit: number }): Promise<WirePage> {
  const page = await wiresOfUser(caller.userId, query);
  return { items: page.items.map(toWireView), nextCursor: page.nextCursor };
}

export async function requireWire(caller: Caller, wireId: string): Promise<WireRecord> {
  const wire = await wireOfUser(caller.userId, wireId);
  if (!wire) throw notFound(wireMessages.wireNotFound);
  return wire;
}

export const getMyWire = async (caller: Caller, wireId: string): Promise<Wire> => toWireView(await requireWire(caller, wireId));

