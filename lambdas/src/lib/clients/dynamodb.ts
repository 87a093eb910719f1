import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let client: DynamoDBDocumentClient | undefined;

/**
 * The DynamoDB document client of this execution environment, created on first use (a function
 * that never touches the table never builds it). Its endpoint comes from the standard
 * AWS_ENDPOINT_URL / AWS_ENDPOINT_URL_DYNAMODB variables, which is how the local stack and
 * LocalStack redirect it; nothing here knows which one is in use.
 */
export function documentClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 3 }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return client;
}
