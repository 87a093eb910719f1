import type { ResponseBody } from '@sandbank/shared/operation';
import type { publicOperations } from '@sandbank/shared/operations/public';
import type { Handler } from './create-handler';
import { requireCloudFrontOrigin } from './origin-check';
import { errorResponse, jsonResponse } from './responses';

type PublicOperations = typeof publicOperations;

/** The public operations whose answer depends on nothing the caller sends. */
type StaticOperationIds = {
  [Id in keyof PublicOperations]: PublicOperations[Id] extends { params: unknown } | { query: unknown } | { body: unknown } ? never : Id;
}[keyof PublicOperations];

/**
 * The handler of a public operation that reads nothing from the request (health, the OpenAPI
 * document): no token to check and no input to parse, so it loads no schema library at all and
 * these functions stay the lightest of all. The answer is typed by the operation's response
 * schema, and tests check it against that schema (handlers/public/health.test.ts, getOpenApiDocument.test.ts).
 */
export function createStaticHandler<Id extends StaticOperationIds>(operationId: Id, answer: () => ResponseBody<PublicOperations[Id]>): Handler {
  return async (event, context) => {
    try {
      requireCloudFrontOrigin(event);
      return jsonResponse(200, answer());
    } catch (error) {
      return errorResponse(error, context?.awsRequestId ?? event.requestContext?.requestId ?? operationId);
    }
  };
}
