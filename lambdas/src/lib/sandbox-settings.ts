import { bankSettings } from './bank-settings';

/** Whether this deployment's tester's toolkit is on (BANK_SETTINGS `sandbox.enabled`; on unless switched off). */
export const sandboxEnabled = (): boolean => bankSettings().sandbox.enabled;
