import { bankSettingsFrom, type BankSettings } from '@sandbank/shared/bank-settings';

let settings: BankSettings | undefined;

/**
 * The wire fee and limits and the check limit this deployment publishes at `/config.json` and
 * enforces here (BANK_SETTINGS, read once). Apart from lib/env.ts so that only the functions that
 * apply them load the schema that checks them.
 */
export function bankSettings(): BankSettings {
  settings ??= bankSettingsFrom(process.env.BANK_SETTINGS);
  return settings;
}
