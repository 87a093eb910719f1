import { BankSettings } from '@sandbank/shared/bank-settings';
import { runtimeDocument } from '../config/runtime-config';

let parsed: BankSettings | null = null;

/**
 * The wire fee and limits and the check limit this deployment publishes in `/config.json` — the
 * figures its functions enforce. Checked against the shared schema on first use (the signed-in
 * screens that show them load the schema library anyway); absent figures read as the defaults.
 */
export function bankSettings(): BankSettings {
  parsed ??= BankSettings.parse(runtimeDocument() ?? {});
  return parsed;
}
