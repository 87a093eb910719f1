import type { NewLockerItemBody } from '@sandbank/shared/schemas/locker';
import type { LockerItemRecord } from '../../data/entities/locker-item';
import { newId } from '../../lib/ids';

export function newLockerItem(userId: string, body: NewLockerItemBody, approvedBy?: string): LockerItemRecord {
  const storedAt = new Date().toISOString();
  return {
    id: newId(),
    userId,
    name: body.name,
    valueCents: body.valueCents,
    description: body.description,
    status: approvedBy ? 'approved' : 'pending',
    storedAt,
    decidedAt: approvedBy ? storedAt : null,
    decidedBy: approvedBy ?? null,
    rejectionReason: null,
  };
}
