/*
 * The user pool's Lambda triggers, declared once like the job table: the CDK stack
 * (infra/lib/constructs/auth.ts) attaches each to the pool, and the local Cognito emulator runs the
 * same handler where a deployed pool would invoke it. Each entry is `lambdas/src/triggers/<name>.ts`,
 * exporting `handler`.
 */

export const triggerFunctions = {
  preTokenGeneration: {
    summary: 'Marks the access token of a sign-in that answered the authenticator-code challenge (the MFA claim)',
    /** The V2_0 event: the only version whose answer may change the access token. */
    eventVersion: 'V2_0',
  },
} as const;

export type TriggerFunctionName = keyof typeof triggerFunctions;
