import { conflict } from '@sandbank/shared/errors';
import { wireMessages } from '@sandbank/shared/messages';
import type { WireRecord } from '../../data/entities/wire';

export function requireAwaiting(wire: WireRecord, now: Date): asserts wire is WireRecord & { codeMac: string; codeSentAt: string; codeExpiresAt: string } {
  if (wire.status === 'expired') throw conflict(wireMessages.codeExpired);
  if (wire.status !== 'awaiting_confirmation') throw conflict(wireMessages.alreadyConfirmed);
  if (!wire.codeMac || !wire.codeSentAt || !wire.codeExpiresAt || wire.codeExpiresAt <= now.toISOString()) throw conflict(wireMessages.codeExpired);
}

