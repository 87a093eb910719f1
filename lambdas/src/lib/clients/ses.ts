import { SESv2Client } from '@aws-sdk/client-sesv2';

let client: SESv2Client | undefined;

export function ses(): SESv2Client {
  client ??= new SESv2Client({ maxAttempts: 3 });
  return client;
}
