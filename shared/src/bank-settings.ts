import * as z from 'zod/mini';
import { AVATAR_MAX_BYTES } from './avatar';
import { MAX_AMOUNT_CENTS } from './money';

/*
 * The bank's published figures: the flat wire fee, the wire limits and the per-check limit. One
 * deployment setting (BANK_SETTINGS, JSON; the CDK context `bankSettings` or the local stack's
 * environment) feeds both the functions that enforce them and `/config.json`, which the forms
 * and the information panels read, so what a customer is told is what the server applies.
 */

const cents = z.int().check(z.minimum(0), z.maximum(MAX_AMOUNT_CENTS));

export const DEFAULT_BANK_SETTINGS = {
  wire: { feeCents: 2_500, minCents: 10_000, maxCents: 25_000_000 },
  check: { maxCents: 2_500_000 },
  avatar: { maxBytes: AVATAR_MAX_BYTES },
  /**
   * The tester's toolkit (shared/src/sandbox.ts): on, with at most this many test customers alive
   * at once, at most `maxLivePerAddress` of them created from one network address (an IPv6 address
   * counted by its /64), and at most `maxCreationsPerMinute` created a minute by everyone together.
   */
  sandbox: { enabled: true, maxLiveTestCustomers: 1_000, maxLivePerAddress: 100, maxCreationsPerMinute: 20 },
  /**
   * Maker-checker: a back-office posting or adjustment of at least this amount moves nothing until
   * a second administrator approves it (docs/security.md, "Maker-checker").
   */
  backOffice: { approvalThresholdCents: 1_000_000 },
} as const;

export const WireSettings = z
  .object({ feeCents: cents, minCents: cents, maxCents: cents })
  .check(z.refine((wire) => wire.minCents > 0 && wire.minCents <= wire.maxCents, 'wire.minCents must be positive and at most wire.maxCents'));
export const CheckSettings = z.object({ maxCents: cents.check(z.positive()) });
export const AvatarSettings = z.object({ maxBytes: z.int().check(z.positive()) });
const count = z.int().check(z.minimum(0));
/** An override may leave out the per-address and bank-wide limits: they keep their defaults. */
export const SandboxSettings = z.object({
  enabled: z.boolean(),
  maxLiveTestCustomers: count,
  maxLivePerAddress: z._default(count, DEFAULT_BANK_SETTINGS.sandbox.maxLivePerAddress),
  maxCreationsPerMinute: z._default(count, DEFAULT_BANK_SETTINGS.sandbox.maxCreationsPerMinute),
});
export const BackOfficeSettings = z.object({ approvalThresholdCents: cents.check(z.positive()) });

export const BankSettings = z.object({
  wire: z._default(WireSettings, { ...DEFAULT_BANK_SETTINGS.wire }),
  check: z._default(CheckSettings, { ...DEFAULT_BANK_SETTINGS.check }),
  avatar: z._default(AvatarSettings, { ...DEFAULT_BANK_SETTINGS.avatar }),
  sandbox: z._default(SandboxSettings, { ...DEFAULT_BANK_SETTINGS.sandbox }),
  backOffice: z._default(BackOfficeSettings, { ...DEFAULT_BANK_SETTINGS.backOffice }),
});
export type BankSettings = z.output<typeof BankSettings>;

/** Overrides of the defaults, per group: `{"wire":{"feeCents":1500,"minCents":100,"maxCents":100000}}`, `{"sandbox":{"enabled":true,"maxLiveTestCustomers":500,"maxLivePerAddress":20}}`, `{"backOffice":{"approvalThresholdCents":500000}}`. */
export const BankSettingsOverrides = z.object({
  wire: z.optional(WireSettings),
  check: z.optional(CheckSettings),
  sandbox: z.optional(SandboxSettings),
  backOffice: z.optional(BackOfficeSettings),
});
export type BankSettingsOverrides = z.input<typeof BankSettingsOverrides>;

/** The settings a deployment runs with: the defaults and the overrides it names (a JSON string, or nothing). */
export function bankSettingsFrom(overridesJson: string | undefined): BankSettings {
  if (overridesJson === undefined || overridesJson.trim() === '') return BankSettings.parse({});
  const parsed = BankSettingsOverrides.safeParse(JSON.parse(overridesJson));
  if (!parsed.success) throw new Error(`BANK_SETTINGS is not valid: ${z.prettifyError(parsed.error)}`);
  return BankSettings.parse(parsed.data);
}
