import type { TriggerFunctionName } from '@sandbank/lambdas/deployment';
import type { Access } from './access';

/** What each user-pool trigger (lambdas/src/triggers/trigger-functions.ts) may call; one without an entry does not compile. */
export type TriggerGrants = { readonly [Name in TriggerFunctionName]: Access };

export const triggerGrants = {
  // Reads the signing-in user's MFA settings (UserMFASettingList): nothing of the table.
  preTokenGeneration: { directory: ['AdminGetUser'] },
} as const satisfies TriggerGrants;
