import type * as z from 'zod/mini';
import type { RateLimitCategory } from '../rate-limits';

/** `testCustomer`: a customer the tester's toolkit created (shared/src/sandbox.ts); anyone else gets 403. */
export type Access = 'public' | 'customer' | 'testCustomer' | 'admin';

/** The Cognito group whose members reach `admin` operations (the user pool, the local stack and the Lambdas agree on it here). */
export const ADMIN_GROUP = 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Requests per second (and the burst above it) one route serves for all callers together, on top
 * of the whole API's limit: deployed stacks set it on the route at the HTTP API stage, so an
 * expensive operation cannot take the API's whole budget. Answered with 429 beyond it.
 */
export interface RouteThrottle {
  rateLimit: number;
  burstLimit: number;
}

/** Files an operation can answer with instead of JSON: text (CSV) or binary (PDF, sent base64-encoded by the function). */
export type AlternativeContentType = 'text/csv' | 'application/pdf';

/** One API operation: everything the routes, the handlers, the client and the tests need. */
export interface OperationDefinition {
  method: HttpMethod;
  /** API Gateway style path, e.g. `/api/transactions/{transactionId}`. */
  path: `/api/${string}`;
  access: Access;
  summary: string;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  /** The body may be left out altogether: it is then parsed as `{}` (its schema's defaults). */
  bodyOptional?: boolean;
  response: z.ZodMiniType;
  /** Status of a successful call; 200 unless stated. */
  successStatus?: 200 | 201 | 202;
  /**
   * A second outcome of a successful call: accepted but not carried out yet (a large back-office
   * posting waits for a second administrator), answered with this status and schema instead.
   */
  accepted?: AcceptedOutcome;
  /** Other representations the operation can answer with (chosen by its query), e.g. CSV or PDF. */
  alternativeContentTypes?: readonly AlternativeContentType[];
  /** Money-moving operations require an `Idempotency-Key` header. */
  idempotent?: boolean;
  /**
   * The operation takes an `Idempotency-Key` header without requiring it: with one, a replay answers
   * the first result (the handler reads it itself); without, each call stands alone.
   */
  optionalIdempotencyKey?: true;
  /** A limit of its own for an expensive operation (reads many items per call). */
  throttle?: RouteThrottle;
  /** What the operation's calls count against in the caller's limits (shared/src/rate-limits.ts); none: not counted. */
  rateLimit?: RateLimitRule;
}

/**
 * How an operation's calls count against the caller's limits. A money-moving operation counts
 * an accepted call inside the transaction that moves the money and a refused one together with
 * the refusal's idempotency record; a replay of either is answered from the record and not
 * counted again. Any other operation counts each call before it reads anything.
 */
export interface RateLimitRule {
  category: RateLimitCategory;
  /** Money-moving operations: what a refused call counts against instead of `category`. */
  refusals?: RateLimitCategory;
  /** Only calls that send this query parameter count (a search, not a plain listing). */
  whenQuery?: string;
}

/** An operation's `accepted` outcome: its status, its schema and what it means. */
export interface AcceptedOutcome {
  status: 202;
  response: z.ZodMiniType;
  description: string;
}

/**
 * How an implementation answers with its operation's `accepted` outcome. Plain JSON, so the
 * idempotency record that remembers it replays it as the same outcome.
 */
export interface AcceptedAnswer<Body> {
  readonly acceptedForLater: Body;
}
export const acceptedAnswer = <Body>(body: Body): AcceptedAnswer<Body> => ({ acceptedForLater: body });
export const isAcceptedAnswer = (value: unknown): value is AcceptedAnswer<unknown> =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, 'acceptedForLater');

/** The operations of one area of the API (`operations/<area>.ts`), by operation id. */
export type OperationTable = Record<string, OperationDefinition>;

/** Declares an area's operations; the ids and schemas keep their literal types. */
export const defineOperations = <const T extends OperationTable>(table: T) => table;

type Field<Definition, Key extends string> = Definition extends Record<Key, infer Schema extends z.ZodMiniType> ? Schema : never;

/** What a handler of the operation receives after parsing (defaults applied) and answers with. */
export type ParsedParams<Definition> = z.output<Field<Definition, 'params'>>;
export type ParsedQuery<Definition> = z.output<Field<Definition, 'query'>>;
export type ParsedBody<Definition> = z.output<Field<Definition, 'body'>>;
export type ResponseBody<Definition extends OperationDefinition> = z.output<Definition['response']>;
/** What the operation answers with when the call is accepted for later (never, for most operations). */
export type AcceptedBody<Definition> = Definition extends { accepted: { response: infer Schema extends z.ZodMiniType } } ? z.output<Schema> : never;
/** What an implementation returns: the response, or (for an operation that declares one) its accepted outcome. */
export type ImplementationAnswer<Definition extends OperationDefinition> =
  [AcceptedBody<Definition>] extends [never] ? ResponseBody<Definition> : ResponseBody<Definition> | AcceptedAnswer<AcceptedBody<Definition>>;

/** What a client sends (before defaults). */
export type ParamsToSend<Definition> = z.input<Field<Definition, 'params'>>;
export type QueryToSend<Definition> = z.input<Field<Definition, 'query'>>;
export type BodyToSend<Definition> = z.input<Field<Definition, 'body'>>;

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (value: infer Both) => void ? Both : never;
type Flatten<T> = { [Key in keyof T]: T[Key] };

/** Every operation of every area in one table: the areas' tables, merged. */
export type MergedOperations<Areas extends Record<string, OperationTable>> = Flatten<UnionToIntersection<Areas[keyof Areas]>>;

/** Merges the areas' tables into one, refusing an operation id declared by two areas. */
export function mergeOperationAreas<const Areas extends Record<string, OperationTable>>(areas: Areas): MergedOperations<Areas> {
  const merged: OperationTable = {};
  for (const [area, table] of Object.entries(areas)) {
    for (const [operationId, definition] of Object.entries(table)) {
      if (Object.hasOwn(merged, operationId)) throw new Error(`Operation ${operationId} is declared twice (again in area ${area})`);
      merged[operationId] = definition;
    }
  }
  return merged as MergedOperations<Areas>;
}
