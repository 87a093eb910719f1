/* Declared once, like the job table: the CDK stack and the local gateway both build the WebSocket API from here. */

export const liveFunctions = {
  liveAuthorizer: { summary: "Uses up the one-time ticket of a live connection's $connect (the ticket query parameter) and says whose the connection is" },
  liveConnect: { summary: 'Records a live connection as it opens ($connect), where pushes of its owner’s events find it', route: '$connect' },
  liveDisconnect: { summary: 'Forgets a live connection as it closes ($disconnect)', route: '$disconnect' },
} as const;

export type LiveFunctionName = keyof typeof liveFunctions;

/** Browsers cannot set headers on a WebSocket, and an access token in a URL would land in the access logs. */
export const LIVE_TICKET_PARAMETER = 'ticket';
