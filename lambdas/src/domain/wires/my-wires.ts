import { wireMessages } from '@sandbank/shared/messages';
import { notFound } from '@sandbank/shared/errors';
import type { WirePage } from '@sandbank/shared/operations/wires';
import type { Wire } from '@sandbank/shared/schemas/wire';
import { wireOfUser, wiresOfUser, type WireRecord } from '../../data/entities/wire';
import type { Caller } from '../caller';
import { toWireView } from './wire-view';

/* Each operation's module holds only what it needs, so each function bundles only that. */

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

