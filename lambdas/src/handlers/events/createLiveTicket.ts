import { eventOperations } from '@sandbank/shared/operations/events';
import { issueLiveTicket } from '../../domain/live/tickets';
import { readsBackOffice } from '../../http/admin-standing';
import { handleOperation } from '../../http/create-handler';

// The ticket says whether its connection hears the back office, which the pool is asked with the caller's token.
export const handler = handleOperation('createLiveTicket', eventOperations.createLiveTicket, async ({ caller }, event) =>
  issueLiveTicket({ userId: caller.userId, admin: await readsBackOffice(caller, event), sessionExpiresAt: caller.sessionExpiresAt ?? 0 }, Date.now()),
);
