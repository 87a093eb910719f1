/*
 * The developers page's webhooks section as code to copy: a receiver in Node.js that checks a
 * delivery's signature as the bank makes it (SPEC: HMAC-SHA256 with the secret's UTF-8 bytes over
 * "<t>.<raw body>", lowercase hex, in `Sandbank-Signature: t=…,v1=…`). The header names are
 * spelled here, not imported from shared/src/schemas/webhook.ts, whose schemas would bring the
 * schema library to a public page; webhook-snippets.test.ts keeps them equal and runs the
 * verifier against a signature made the bank's way.
 */

export const WEBHOOK_SIGNATURE_HEADER = 'Sandbank-Signature';
export const WEBHOOK_MAX_ENDPOINTS = 5;
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_RETRY_DAYS = 3;
export const WEBHOOK_EVENT_ID_HEADER = 'Sandbank-Event-Id';
/** How old a signature's `t` the snippet accepts, against replays of a captured delivery. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The webhook operations' paths as the guide names them (the operation table's; a unit test holds them equal). */
export const webhookPaths = {
  createWebhook: '/api/webhooks',
  listMyEvents: '/api/events',
  testWebhook: '/api/webhooks/{webhookId}/test',
  resendWebhookDelivery: '/api/webhooks/{webhookId}/deliveries/{deliveryId}/resend',
} as const;

/** An ES module exporting `verifySandbankSignature(rawBody, header, secret, nowMs?)`: true when the delivery is genuine and fresh. */
export const webhookVerifierSnippet = `import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = ${SIGNATURE_TOLERANCE_SECONDS};

/** True when the ${WEBHOOK_SIGNATURE_HEADER} header signs this raw body with your secret, made within the tolerance. */
export function verifySandbankSignature(rawBody, signatureHeader, secret, nowMs = Date.now()) {
  const parts = Object.fromEntries(String(signatureHeader ?? '').split(',').map((part) => part.trim().split('=')));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || typeof parts.v1 !== 'string') return false;
  // An old signature may be a captured delivery sent again.
  if (Math.abs(nowMs / 1000 - t) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
  const given = Buffer.from(parts.v1);
  // Constant time: how long the comparison takes tells nothing about the right signature.
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}
`;

/** A whole receiver with Node's http module: the raw body read as sent, checked, then handled once per event id. */
export const webhookReceiverSnippet = `import { createServer } from 'node:http';
import { verifySandbankSignature } from './verify-sandbank-signature.js';

const secret = process.env.SANDBANK_WEBHOOK_SECRET;
const handled = new Set(); // use your database: deliveries are at least once

createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    // Verify the bytes as they arrived, before any JSON parsing.
    const rawBody = Buffer.concat(chunks).toString('utf8');
    if (!verifySandbankSignature(rawBody, request.headers['${WEBHOOK_SIGNATURE_HEADER.toLowerCase()}'], secret)) {
      response.writeHead(400).end();
      return;
    }
    const event = JSON.parse(rawBody); // { id, type, createdAt, data }
    if (!handled.has(event.id)) {
      handled.add(event.id);
      console.log(event.type, event.data);
    }
    // Any 2xx within ${WEBHOOK_TIMEOUT_MS / 1000} s counts as delivered; anything else is retried.
    response.writeHead(204).end();
  });
}).listen(4000);
`;
