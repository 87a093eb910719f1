import type { ResponseBody } from '@sandbank/shared/operation';
import type { publicOperations } from '@sandbank/shared/operations/public';
import type { Handler } from './create-handler';
import { requireCloudFrontOrigin } from './origin-check';
import { errorResponse, jsonResponse } from './responses';

type PublicOperations = typeof publicOperations;

type StaticOperationIds = {
  [Id in keyof PublicOperations]: PublicOperations[Id] extends { params: unknown } | { query: unknown } | { body: unknown } ? never : Id;
}[keyof PublicOperations];

/**
 * Reads nothing from the request, so it loads no schema library and these functions stay the lightest; tests
 * check the answer against the response schema.
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
