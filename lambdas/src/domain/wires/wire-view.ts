import type { AdminWire, Wire } from '@sandbank/shared/schemas/wire';
import { WIRE_CODE_ATTEMPTS } from '@sandbank/shared/schemas/wire';
import type { EventType } from '@sandbank/shared/schemas/event';
import { putEvent } from '../../data/entities/event';
import type { WireRecord } from '../../data/entities/wire';
import type { TransactItem } from '../../data/transact';
import { resendAvailableAt } from './confirmation-code';

/** Never the code's MAC nor who decided it. */
export function toWireView(wire: WireRecord): Wire {
  const awaiting = wire.status === 'awaiting_confirmation' && wire.codeSentAt !== undefined;
  return {
    id: wire.id,
    accountId: wire.accountId,
    recipientName: wire.recipientName,
    recipientAccount: wire.recipientAccount,
    recipientBank: wire.recipientBank,
    swift: wire.swift,
    recipientAddress: wire.recipientAddress,
    amountCents: wire.amountCents,
    feeCents: wire.feeCents,
    purpose: wire.purpose,
    senderNotes: wire.senderNotes,
    adminNotes: wire.adminNotes,
    status: wire.status,
    createdAt: wire.createdAt,
    confirmedAt: wire.confirmedAt,
    decidedAt: wire.decidedAt,
    transactionId: wire.transactionId,
    feeTransactionId: wire.feeTransactionId,
    codeExpiresAt: awaiting ? wire.codeExpiresAt : null,
    attemptsLeft: awaiting ? Math.max(0, WIRE_CODE_ATTEMPTS - (wire.codeAttempts ?? 0)) : null,
    resendAvailableAt: awaiting && wire.codeSentAt ? resendAvailableAt(wire.codeSentAt) : null,
  };
}

export const toAdminWireView = (wire: WireRecord): AdminWire => ({ ...toWireView(wire), decidedBy: wire.decidedBy, customer: wire.customer });

export const wireEvent = (type: Extract<EventType, `wire.${string}`>, wire: WireRecord): TransactItem => putEvent(wire.userId, type, toWireView(wire));
