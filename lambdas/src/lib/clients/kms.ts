import { KMSClient } from '@aws-sdk/client-kms';

let client: KMSClient | undefined;

/**
 * The KMS client of this execution environment, created on first use; its endpoint comes from
 * AWS_ENDPOINT_URL / AWS_ENDPOINT_URL_KMS (the local stack's KMS emulator).
 */
export function kms(): KMSClient {
  client ??= new KMSClient({ maxAttempts: 3 });
  return client;
}
