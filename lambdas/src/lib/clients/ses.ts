import { SESv2Client } from '@aws-sdk/client-sesv2';

let client: SESv2Client | undefined;

/**
 * The SES (v2) client of this execution environment, created on first use; its endpoint comes
 * from AWS_ENDPOINT_URL / AWS_ENDPOINT_URL_SESV2 (the local stack's SES emulator).
 */
export function ses(): SESv2Client {
  client ??= new SESv2Client({ maxAttempts: 3 });
  return client;
}
