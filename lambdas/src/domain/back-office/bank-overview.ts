import { bankAccountIds, bankAccounts } from '@sandbank/shared/ledger';
import type { AdminStats, HealthCheck } from '@sandbank/shared/operations/admin/overview';
import { readCounterShards, sumBankCounters, type BankCounters } from '../../data/entities/bank-counters';
import { countOf, sumWorkflowCounters } from '../../data/entities/workflow-counters';
import { directoryUser } from '../../data/user-directory';
import { logger } from '../../lib/logger';
import type { Caller } from '../caller';

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVITY_DAYS = 7;

/** Never fails the overview. */
async function timed<Value>(part: string, call: () => Promise<Value>): Promise<{ check: HealthCheck; value: Value | null }> {
  const started = performance.now();
  try {
    const value = await call();
    return { check: { status: 'up', latencyMs: Math.round(performance.now() - started) }, value };
  } catch (error) {
    logger.warn('Health check failed', { part, error: (error as Error).name });
    return { check: { status: 'down', latencyMs: Math.round(performance.now() - started) }, value: null };
  }
}

/**
 * The counter-shard read doubles as the table's health check (a real, strongly consistent read), and a look-up
 * of the asking administrator as the pool's.
 */
export async function bankOverview(admin: Caller, now = new Date()): Promise<AdminStats> {
  const started = performance.now();
  const sinceDay = new Date(now.getTime() - (ACTIVITY_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const [table, userPool] = await Promise.all([
    timed('table', async () => {
      const shardItems = await readCounterShards();
      return [sumBankCounters(shardItems, sinceDay, now.getTime()), sumWorkflowCounters(shardItems)] as const;
    }),
    timed('userPool', async () => {
      if (!(await directoryUser(admin.username))) throw new Error('The administrator is not in the user pool');
    }),
  ]);
  const [counters, workflows]: readonly [BankCounters, ReturnType<typeof sumWorkflowCounters>] | [null, null] = table.value ?? [null, null];
  const wires = workflows?.wires ?? { total: 0 };
  const checks = workflows?.checks ?? { total: 0 };
  const approvals = workflows?.approvals ?? { total: 0 };
  return {
    users: counters?.users ?? 0,
    accounts: counters?.accounts ?? 0,
    wires: { total: countOf(wires, 'total'), pending: countOf(wires, 'pending'), approved: countOf(wires, 'approved'), rejected: countOf(wires, 'rejected') },
    checks: { total: countOf(checks, 'total'), pending: countOf(checks, 'pending') },
    approvals: { pending: countOf(approvals, 'pending') },
    totalBalanceCents: counters?.balanceCents ?? 0,
    bankAccounts: bankAccountIds.map((id) => ({ id, name: bankAccounts[id].name, balanceCents: counters?.bankAccounts[id] ?? 0 })),
    activity: (counters?.days ?? []).map((day) => ({ day: day.day, count: day.entries, volumeCents: day.volumeCents })),
    health: {
      api: { status: 'up', latencyMs: Math.round(performance.now() - started) },
      table: table.check,
      userPool: userPool.check,
    },
    at: now.toISOString(),
  };
}
