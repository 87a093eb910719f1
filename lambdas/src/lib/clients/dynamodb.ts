import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/*
 * SDK clients, created once per execution environment. Endpoints come from the standard
 * AWS_ENDPOINT_URL / AWS_ENDPOINT_URL_<SERVICE> variables, which is how the local stack and
 * LocalStack redirect them; nothing here knows which one is in use.
 */
export const dynamodb = new DynamoDBClient({ maxAttempts: 3 });

export const documentClient = DynamoDBDocumentClient.from(dynamodb, {
  marshallOptions: { removeUndefinedValues: true },
});

export const cognito = new CognitoIdentityProviderClient({});
