import { eventOperations } from '@sandbank/shared/operations/events';
import { issueLiveTicket } from '../../domain/live/tickets';
import { readsBackOffice } from '../../http/admin-standing';
import { handleOperation } from '../../http/create-handler';

// Whether the connection hears the back office is asked of the pool with the caller's token.
export const handler = handleOperation('createLiveTicket', eventOperations.createLiveTicket, async ({ caller }, event) =>
  issueLiveTicket({ userId: caller.userId, admin: await readsBackOffice(caller, event), sessionExpiresAt: caller.sessionExpiresAt ?? 0 }, Date.now()),
);
