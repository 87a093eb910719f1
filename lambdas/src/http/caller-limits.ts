import { apiMessages } from '@sandbank/shared/messages';
import type { OperationDefinition } from '@sandbank/shared/operation';
import { resolveRateLimits, type RateLimitCategory, type RateLimits } from '@sandbank/shared/rate-limits';
import { countCallNow, type CallWindow } from '../data/entities/call-counter';
import type { Caller } from '../domain/caller';
import { env } from '../lib/env';
import { Throttled } from './responses';

/* Money-moving operations count inside their own writes (idempotency.ts), so an accepted transfer pays for its count with no extra request. */

let inForce: { overrides: string | undefined; limits: RateLimits } | undefined;

/** Parsed again only if the deployment's setting changes, as in tests. */
function rateLimits(): RateLimits {
  const overrides = env.rateLimitOverrides();
  if (!inForce || inForce.overrides !== overrides) inForce = { overrides, limits: resolveRateLimits(overrides) };
  return inForce.limits;
}

/** Fixed windows aligned to the epoch. */
export function callWindow(callerId: string, category: RateLimitCategory, now = Date.now()): CallWindow {
  const { limit, windowSeconds } = rateLimits()[category];
  const startsAt = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  return { callerId, category, limit, startsAt, endsAt: startsAt + windowSeconds };
}

/** At least one second. */
export const secondsLeftIn = (window: CallWindow, now = Date.now()) => Math.max(1, Math.ceil(window.endsAt - now / 1000));

export const throttled = (window: CallWindow, now = Date.now()) => new Throttled(apiMessages.throttled, secondsLeftIn(window, now));

async function spendAllowance(callerId: string, category: RateLimitCategory): Promise<void> {
  const window = callWindow(callerId, category);
  if (!(await countCallNow(window))) throw throttled(window);
}

const sends = (query: unknown, name: string) => typeof query === 'object' && query !== null && Reflect.get(query, name) !== undefined;

/** Counted before it reads anything. */
export async function countOperationCall(operation: OperationDefinition, caller: Caller | null, query: unknown): Promise<void> {
  const rule = operation.rateLimit;
  if (!rule || !caller) return;
  if (rule.whenQuery !== undefined && !sends(query, rule.whenQuery)) return;
  await spendAllowance(caller.userId, rule.category);
}
