/* Declared once: the CDK stack attaches each to the pool and the local Cognito emulator runs the same handler. */

export const triggerFunctions = {
  preTokenGeneration: {
    summary: 'Marks the access token of a sign-in that answered the authenticator-code challenge (the MFA claim)',
    /** The only version whose answer may change the access token. */
    eventVersion: 'V2_0',
  },
} as const;

export type TriggerFunctionName = keyof typeof triggerFunctions;
