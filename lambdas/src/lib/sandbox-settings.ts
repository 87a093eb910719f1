import { bankSettings } from './bank-settings';

/** On unless switched off. */
export const sandboxEnabled = (): boolean => bankSettings().sandbox.enabled;
