import type { AdminLockerItem, LockerItem } from '@sandbank/shared/schemas/locker';
import type { LockerItemRecord } from '../../data/entities/locker-item';

/** What the owner sees of an item: not who decided it. */
export const toLockerItemView = ({ userId: _userId, decidedBy: _decidedBy, ...item }: LockerItemRecord): LockerItem => item;

/** What the back office sees of an item, with its owner's email when they have a profile. */
export const toAdminLockerItemView = (item: LockerItemRecord, ownerEmail: string | null): AdminLockerItem => ({ ...item, ownerEmail });
