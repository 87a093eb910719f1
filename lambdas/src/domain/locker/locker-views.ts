import type { AdminLockerItem, LockerItem } from '@sandbank/shared/schemas/locker';
import type { EventType } from '@sandbank/shared/schemas/event';
import { putEvent } from '../../data/entities/event';
import type { LockerItemRecord } from '../../data/entities/locker-item';
import type { TransactItem } from '../../data/transact';

export const toLockerItemView = ({ userId: _userId, decidedBy: _decidedBy, ...item }: LockerItemRecord): LockerItem => item;

export const toAdminLockerItemView = (item: LockerItemRecord, ownerEmail: string | null): AdminLockerItem => ({ ...item, ownerEmail });

/** A deleted item appears as it was. */
export const lockerEvent = (type: Extract<EventType, `locker.${string}`>, item: LockerItemRecord): TransactItem => putEvent(item.userId, type, toLockerItemView(item));
