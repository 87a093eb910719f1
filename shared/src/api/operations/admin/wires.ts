import * as z from 'zod/mini';
import { Cursor, page } from '../../../schemas/common';
import { BackOfficePageLimit, BackOfficeSearchText } from '../../../schemas/search';
import { AdminWire, RejectWireBody, WireIdParams } from '../../../schemas/wire';
import { defineOperations } from '../../operation';

/** The statuses the back office filters by: the wires that reached it. */
export const AdminWireStatusFilter = z.enum(['pending', 'approved', 'rejected']);
export type AdminWireStatusFilter = z.infer<typeof AdminWireStatusFilter>;

export const ListWiresQuery = z.strictObject({
  /** None: every wire that reached the back office (pending, approved and rejected). */
  status: z.optional(AdminWireStatusFilter),
  /** Text to look for in the recipient, the bank and the customer (case-insensitive substring). */
  q: z.optional(BackOfficeSearchText),
  cursor: z.optional(Cursor),
  limit: z._default(BackOfficePageLimit, 20),
});
export type ListWiresQuery = z.infer<typeof ListWiresQuery>;

export const AdminWirePage = page(AdminWire);
export type AdminWirePage = z.infer<typeof AdminWirePage>;

/** The back office's review of held wires: each pending wire is approved or rejected exactly once. */
export const adminWireOperations = defineOperations({
  listWires: {
    method: 'GET',
    path: '/api/admin/wires',
    access: 'admin',
    summary: 'Confirmed wire transfers newest first, by status, searched by recipient, bank or customer',
    query: ListWiresQuery,
    response: AdminWirePage,
    rateLimit: { category: 'search', whenQuery: 'q' },
  },
  approveWire: {
    method: 'POST',
    path: '/api/admin/wires/{wireId}/approve',
    access: 'admin',
    summary: 'Approve a pending wire: its held entries complete (audited, the customer is notified)',
    params: WireIdParams,
    response: AdminWire,
    idempotent: true,
    rateLimit: { category: 'backOffice' },
  },
  rejectWire: {
    method: 'POST',
    path: '/api/admin/wires/{wireId}/reject',
    access: 'admin',
    summary: 'Reject a pending wire with a reason: its held entries fail and the account gets amount and fee back (audited, the customer is notified)',
    params: WireIdParams,
    body: RejectWireBody,
    response: AdminWire,
    idempotent: true,
    rateLimit: { category: 'backOffice' },
  },
});
