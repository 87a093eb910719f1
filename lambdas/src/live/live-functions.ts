/*
 * The live-updates API's functions, declared once like the job table: a WebSocket API whose
 * $connect is guarded by a Lambda REQUEST authorizer on the `ticket` query parameter, and whose
 * $connect and $disconnect routes record and forget the connection. The CDK stack
 * (infra/lib/constructs/live-updates.ts) and the local gateway (scripts/local/api-gateway/websocket.ts)
 * both build them from here, each entry `lambdas/src/live/<name>.ts` exporting `handler`.
 */

export const liveFunctions = {
  liveAuthorizer: { summary: "Uses up the one-time ticket of a live connection's $connect (the ticket query parameter) and says whose the connection is" },
  liveConnect: { summary: 'Records a live connection as it opens ($connect), where pushes of its owner’s events find it', route: '$connect' },
  liveDisconnect: { summary: 'Forgets a live connection as it closes ($disconnect)', route: '$disconnect' },
} as const;

export type LiveFunctionName = keyof typeof liveFunctions;

/**
 * The query parameter $connect carries its one-time ticket in (browsers cannot set headers on a
 * WebSocket, and an access token in a URL would land in the access logs).
 */
export const LIVE_TICKET_PARAMETER = 'ticket';
