import type { AdminWirePage, ListWiresQuery } from '@sandbank/shared/operations/admin/wires';
import { wiresPage } from '../../data/entities/wire';
import type { Caller } from '../caller';
import { toAdminWireView } from './wire-view';

export async function listAllWires(admin: Caller, query: ListWiresQuery): Promise<AdminWirePage> {
  const page = await wiresPage(admin.userId, query);
  return { items: page.items.map(toAdminWireView), nextCursor: page.nextCursor };
}
