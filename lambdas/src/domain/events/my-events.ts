import type { EventPage } from '@sandbank/shared/operations/events';
import type { EventType } from '@sandbank/shared/schemas/event';
import { eventsOfUser } from '../../data/entities/event';
import type { Caller } from '../caller';

export const listMyEvents = (caller: Caller, page: { type?: EventType; cursor?: string; limit: number }): Promise<EventPage> =>
  eventsOfUser(caller.userId, page);
