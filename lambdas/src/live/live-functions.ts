/*
 * The live-updates API's functions, declared once like the job table: a WebSocket API whose
 * $connect is guarded by a Lambda REQUEST authorizer on the `token` query parameter, and whose
 * $connect and $disconnect routes record and forget the connection. The CDK stack
 * (infra/lib/constructs/live-updates.ts) and the local gateway (scripts/local/api-gateway/websocket.ts)
 * both build them from here, each entry `lambdas/src/live/<name>.ts` exporting `handler`.
 */

export const liveFunctions = {
  liveAuthorizer: { summary: "Checks the access token of a live connection's $connect (the token query parameter) and says whose it is" },
  liveConnect: { summary: 'Records a live connection as it opens ($connect), where pushes of its owner’s events find it', route: '$connect' },
  liveDisconnect: { summary: 'Forgets a live connection as it closes ($disconnect)', route: '$disconnect' },
} as const;

export type LiveFunctionName = keyof typeof liveFunctions;

/** The query parameter $connect carries the access token in (browsers cannot set headers on a WebSocket). */
export const LIVE_TOKEN_PARAMETER = 'token';
