import * as z from 'zod/mini';
import { IsoDateTime } from '../../../schemas/common';
import { defineOperations } from '../../operation';
import { BankAccountBalance } from './ledger';

/** A real call to one part of the system and how long it took. */
export const HealthCheck = z.object({ status: z.enum(['up', 'down']), latencyMs: z.int() });
export type HealthCheck = z.infer<typeof HealthCheck>;

export const DayActivity = z.object({
  /** YYYY-MM-DD (UTC). */
  day: z.string(),
  /** Ledger entries written that day. */
  count: z.int(),
  /** What they moved, in absolute amounts. */
  volumeCents: z.int(),
});
export type DayActivity = z.infer<typeof DayActivity>;

export const AdminStats = z.object({
  users: z.int(),
  accounts: z.int(),
  wires: z.object({ total: z.int(), pending: z.int(), approved: z.int(), rejected: z.int() }),
  checks: z.object({ total: z.int(), pending: z.int() }),
  /** Posting requests waiting for a second administrator (maker-checker). */
  approvals: z.object({ pending: z.int() }),
  totalBalanceCents: z.int(),
  /** The bank's own accounts (the other side of money that comes from the bank or goes to it), summed from the counter shards. */
  bankAccounts: z.array(BankAccountBalance),
  /** The last 7 days, oldest first, today included. */
  activity: z.array(DayActivity),
  health: z.object({ api: HealthCheck, table: HealthCheck, userPool: HealthCheck }),
  at: IsoDateTime,
});
export type AdminStats = z.infer<typeof AdminStats>;

/** The back office's front page: the bank's maintained figures and the health of its parts. */
export const adminOverviewOperations = defineOperations({
  getAdminStats: {
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    summary: "The bank's figures from its sharded counters, the last 7 days' activity and live checks of the API, the table and the user pool",
    // Every open overview asks every 5 s, and each answer reads every counter shard.
    throttle: { rateLimit: 10, burstLimit: 20 },
    response: AdminStats,
  },
});
