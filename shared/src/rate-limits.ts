import * as z from 'zod/mini';

/*
 * Per-caller limits: how many calls of one kind a caller may make in a window of time. An
 * operation names its kind in the operation table (`rateLimit`); the Lambdas count calls per
 * caller in the table (docs/data-model.md) and answer 429 with Retry-After once a window's
 * allowance is spent. Windows are fixed and aligned to the epoch, so right around a boundary a
 * caller can get up to twice the limit in quick succession, never more.
 */

export const rateLimitCategories = [
  'moneyMovement',
  'backOffice',
  'search',
  'lookup',
  'testCustomerCreation',
  'sandboxDecision',
  'lockerItem',
  'webhookAttempt',
] as const;
export type RateLimitCategory = (typeof rateLimitCategories)[number];

export interface RateLimit {
  /** Calls allowed per caller in one window. */
  limit: number;
  windowSeconds: number;
}
export type RateLimits = Record<RateLimitCategory, RateLimit>;

/** The limits every deployment gets unless it sets RATE_LIMITS (see `resolveRateLimits`). */
export const defaultRateLimits = {
  /** A customer's own money-moving calls (transfers). */
  moneyMovement: { limit: 30, windowSeconds: 60 },
  /** An administrator's postings and adjustments: more, because working the back office is their job. */
  backOffice: { limit: 120, windowSeconds: 60 },
  /** Listings filtered by free text (`q`), which read more than a plain page. */
  search: { limit: 60, windowSeconds: 60 },
  /** Answers that say whether an email belongs to a customer who can receive money (a refused transfer). */
  lookup: { limit: 20, windowSeconds: 15 * 60 },
  /**
   * Test customers created from one network address (POST /api/sandbox/customers needs no sign-in:
   * counted by source address, an IPv6 address by its /64).
   */
  testCustomerCreation: { limit: 30, windowSeconds: 60 * 60 },
  /** A test customer's decisions on its own pending requests (the toolkit's simulate calls), which move money as the back office's do. */
  sandboxDecision: { limit: 60, windowSeconds: 60 },
  /** Locker items a customer adds: each is an item, a place in the back office's queue and counters. */
  lockerItem: { limit: 20, windowSeconds: 60 },
  /** Webhook attempts a customer asks for at once (a test event, a resend): each may hold a function for up to 10 s. */
  webhookAttempt: { limit: 10, windowSeconds: 60 },
} as const satisfies RateLimits;

const Positive = z.int().check(z.positive());
const RateLimitOverrides = z.partialRecord(z.enum(rateLimitCategories), z.strictObject({ limit: z.optional(Positive), windowSeconds: z.optional(Positive) }));
export type RateLimitOverrides = z.input<typeof RateLimitOverrides>;

/**
 * The limits in force: the defaults, with what a deployment's RATE_LIMITS (JSON such as
 * `{"moneyMovement":{"limit":100}}`) changes. A malformed value is a deployment error and throws.
 */
export function resolveRateLimits(overrides: string | undefined): RateLimits {
  if (overrides === undefined || overrides.trim() === '') return defaultRateLimits;
  const parsed = RateLimitOverrides.safeParse(JSON.parse(overrides));
  if (!parsed.success) throw new Error(`RATE_LIMITS is not valid: ${parsed.error.message}`);
  const limits: RateLimits = { ...defaultRateLimits };
  for (const category of rateLimitCategories) limits[category] = { ...limits[category], ...parsed.data[category] };
  return limits;
}
