import { apiMessages } from '@sandbank/shared/messages';
import type { OperationDefinition } from '@sandbank/shared/operation';
import { resolveRateLimits, type RateLimitCategory, type RateLimits } from '@sandbank/shared/rate-limits';
import { countCallNow, type CallWindow } from '../data/entities/call-counter';
import type { Caller } from '../domain/caller';
import { env } from '../lib/env';
import { Throttled } from './responses';

/*
 * Per-caller limits (shared/src/rate-limits.ts): which window a call falls in, and counting the
 * calls of operations that move no money. Money-moving operations count inside their own writes
 * (see idempotency.ts), so an accepted transfer pays for its count with no extra request.
 */

let inForce: { overrides: string | undefined; limits: RateLimits } | undefined;

/** The limits in force, parsed once (and again only if the deployment's setting changes, as in tests). */
function rateLimits(): RateLimits {
  const overrides = env.rateLimitOverrides();
  if (!inForce || inForce.overrides !== overrides) inForce = { overrides, limits: resolveRateLimits(overrides) };
  return inForce.limits;
}

/** The caller's current window for one kind of call: fixed windows aligned to the epoch. */
export function callWindow(callerId: string, category: RateLimitCategory, now = Date.now()): CallWindow {
  const { limit, windowSeconds } = rateLimits()[category];
  const startsAt = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  return { callerId, category, limit, startsAt, endsAt: startsAt + windowSeconds };
}

/** What is left of a spent window, in whole seconds (at least one): its Retry-After. */
export const secondsLeftIn = (window: CallWindow, now = Date.now()) => Math.max(1, Math.ceil(window.endsAt - now / 1000));

/** The 429 for a spent window: Retry-After is what is left of it. */
export const throttled = (window: CallWindow, now = Date.now()) => new Throttled(apiMessages.throttled, secondsLeftIn(window, now));

/** Counts one call against the caller's allowance on its own; 429 when the allowance is spent. */
async function spendAllowance(callerId: string, category: RateLimitCategory): Promise<void> {
  const window = callWindow(callerId, category);
  if (!(await countCallNow(window))) throw throttled(window);
}

const sends = (query: unknown, name: string) => typeof query === 'object' && query !== null && Reflect.get(query, name) !== undefined;

/** Counts a call of an operation that moves no money, before it reads anything, when its rule says the call counts. */
export async function countOperationCall(operation: OperationDefinition, caller: Caller | null, query: unknown): Promise<void> {
  const rule = operation.rateLimit;
  if (!rule || !caller) return;
  if (rule.whenQuery !== undefined && !sends(query, rule.whenQuery)) return;
  await spendAllowance(caller.userId, rule.category);
}
