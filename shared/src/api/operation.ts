import type { z } from 'zod';

export type Access = 'public' | 'customer' | 'admin';

/** The Cognito group whose members reach `admin` operations (the user pool, the local stack and the Lambdas agree on it here). */
export const ADMIN_GROUP = 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API operation: everything the routes, the handlers, the client and the tests need. */
export interface OperationDefinition {
  method: HttpMethod;
  /** API Gateway style path, e.g. `/api/transactions/{transactionId}`. */
  path: `/api/${string}`;
  access: Access;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  /** Status of a successful call; 200 unless stated. */
  successStatus?: 200 | 201 | 202;
  /** A second representation the operation can answer with (chosen by its query), e.g. CSV. */
  alternativeContentType?: 'text/csv';
  /** Money-moving operations require an `Idempotency-Key` header. */
  idempotent?: boolean;
}

export const defineOperations = <const T extends Record<string, OperationDefinition>>(table: T) => table;
