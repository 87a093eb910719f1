import type { AdminCheckPage, ListChecksQuery } from '@sandbank/shared/operations/admin/checks';
import { checksPage } from '../../data/entities/check-deposit';
import { countOf, readWorkflowCounters } from '../../data/entities/workflow-counters';
import type { Caller } from '../caller';
import { toAdminCheckView } from './check-views';

export async function listCheckDeposits(admin: Caller, query: ListChecksQuery): Promise<AdminCheckPage> {
  const [page, counters] = await Promise.all([checksPage(admin.userId, query), readWorkflowCounters()]);
  const counts = counters.checks;
  return {
    items: page.items.map(toAdminCheckView),
    nextCursor: page.nextCursor,
    counts: {
      total: countOf(counts, 'total'),
      pending: countOf(counts, 'pending'),
      approved: countOf(counts, 'approved'),
      rejected: countOf(counts, 'rejected'),
    },
  };
}
