import { bankSettingsFrom, type BankSettings } from '@sandbank/shared/bank-settings';

let settings: BankSettings | undefined;

/** Apart from lib/env.ts so that only the functions that apply them load the schema that checks them. */
export function bankSettings(): BankSettings {
  settings ??= bankSettingsFrom(process.env.BANK_SETTINGS);
  return settings;
}
