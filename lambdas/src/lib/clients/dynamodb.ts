import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let client: DynamoDBDocumentClient | undefined;

/** Created on first use, so a function that never touches the table never builds it. The standard AWS_ENDPOINT_URL variables redirect it locally. */
export function documentClient(): DynamoDBDocumentClient {
  if (!client) {
    client = DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 3 }), {
      marshallOptions: { removeUndefinedValues: true },
    });
    // No logger is given to the client, yet its logging step still copies every input and output
    // to mask sensitive fields: a few per cent of each request's CPU, for lines nobody prints.
    client.middlewareStack.remove('loggerMiddleware');
  }
  return client;
}
