import type { AdminLockerItem, LockerItem } from '@sandbank/shared/schemas/locker';
import type { EventType } from '@sandbank/shared/schemas/event';
import { putEvent } from '../../data/entities/event';
import type { LockerItemRecord } from '../../data/entities/locker-item';
import type { TransactItem } from '../../data/transact';

/** What the owner sees of an item: not who decided it. */
export const toLockerItemView = ({ userId: _userId, decidedBy: _decidedBy, ...item }: LockerItemRecord): LockerItem => item;

/** What the back office sees of an item, with its owner's email when they have a profile. */
export const toAdminLockerItemView = (item: LockerItemRecord, ownerEmail: string | null): AdminLockerItem => ({ ...item, ownerEmail });

/** The event of a change of a locker item, for its owner, with the item as their locker shows it (a deleted one as it was). */
export const lockerEvent = (type: Extract<EventType, `locker.${string}`>, item: LockerItemRecord): TransactItem => putEvent(item.userId, type, toLockerItemView(item));
