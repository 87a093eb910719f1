import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import {
  isAcceptedAnswer,
  type ImplementationAnswer,
  type OperationDefinition,
  type OperationTable,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
} from '@sandbank/shared/operation';
import type { Caller } from '../domain/caller';
import { beginInvocationLog, endInvocationLog, logger } from '../lib/logger';
import { callerFromEvent } from './caller';
import { countOperationCall } from './caller-limits';
import './english-validation-messages';
import { requireCloudFrontOrigin } from './origin-check';
import { authorize, parsePart, readBody } from './request';
import { errorResponse, FileResponse, fileResponse, jsonResponse } from './responses';
import { passSandboxGate, refuseWhenToolkitOff } from './sandbox/test-customer-gate';

export { FileResponse } from './responses';

export interface HandlerInput<Definition extends OperationDefinition> {
  caller: Definition['access'] extends 'public' ? Caller | null : Caller;
  params: ParsedParams<Definition>;
  query: ParsedQuery<Definition>;
  body: ParsedBody<Definition>;
}

export type Handler = (event: APIGatewayProxyEventV2, context?: Partial<Context>) => Promise<APIGatewayProxyResultV2>;

export type Answer<Definition extends OperationDefinition> = ImplementationAnswer<Definition> | FileResponse;

/** Money-moving ones use createIdempotentHandler, admin ones create-admin-handler.ts. */
type PlainOperationIds<Area extends OperationTable> = {
  [Id in keyof Area]: Area[Id] extends { idempotent: true } | { access: 'admin' } ? never : Id;
}[keyof Area] &
  string;

/** Passed in rather than imported, so only the functions of admin operations load the Cognito client. */
export type StandingCheck = (caller: Caller, event: APIGatewayProxyEventV2) => Promise<void>;

/** The response is validated, so no internal field leaks. An admin operation without its `standing` check never gets a handler. */
export function handleOperation<Definition extends OperationDefinition>(
  operationId: string,
  operation: Definition,
  run: (input: HandlerInput<Definition>, event: APIGatewayProxyEventV2) => Promise<Answer<Definition>>,
  standing?: StandingCheck,
): Handler {
  if (operation.access === 'admin' && !standing) throw new Error(`${operationId} is an admin operation: make its handler with create-admin-handler.ts`);
  return async (event, context) => {
    const requestId = context?.awsRequestId ?? event.requestContext?.requestId ?? 'local';
    beginInvocationLog(context, { operationId, correlationId: event.requestContext?.requestId });
    try {
      requireCloudFrontOrigin(event);
      const caller = callerFromEvent(event);
      if (caller) logger.appendKeys({ userId: caller.userId });
      await refuseWhenToolkitOff(operation);
      authorize(operation, caller);
      if (standing && caller) await standing(caller, event);
      await passSandboxGate(operation, caller, event);
      const input = {
        caller,
        params: parsePart(operation.params, event.pathParameters ?? {}, 'path'),
        query: parsePart(operation.query, event.queryStringParameters ?? {}, 'query'),
        body: parsePart(operation.body, readBody(event, operation), 'body'),
      } as HandlerInput<Definition>;
      if (!operation.idempotent) await countOperationCall(operation, caller, input.query);
      const result = await run(input, event);
      if (result instanceof FileResponse) return fileResponse(result);
      if (operation.accepted && isAcceptedAnswer(result)) return jsonResponse(operation.accepted.status, operation.accepted.response.parse(result.acceptedForLater));
      return jsonResponse(operation.successStatus ?? 200, operation.response.parse(result));
    } catch (error) {
      return errorResponse(error, requestId);
    } finally {
      endInvocationLog();
    }
  };
}

export function createHandler<Area extends OperationTable, Id extends PlainOperationIds<Area>>(
  area: Area,
  operationId: Id,
  implementation: (input: HandlerInput<Area[Id]>) => Promise<Answer<Area[Id]>>,
): Handler {
  return handleOperation<Area[Id]>(operationId, area[operationId], (input) => implementation(input));
}
