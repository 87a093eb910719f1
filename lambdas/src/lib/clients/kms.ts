import { KMSClient } from '@aws-sdk/client-kms';

let client: KMSClient | undefined;

export function kms(): KMSClient {
  client ??= new KMSClient({ maxAttempts: 3 });
  return client;
}
