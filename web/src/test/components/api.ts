import { openApiDocumentOfTable, operations, type OperationId, type Operations, type ResponseBody } from '@sandbank/shared';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The API as a screen's component test meets it: MSW answers `fetch` at the operations' real
 * method and path (the shared operation table, which the web client calls through), so a test
 * goes through the client, its headers and its parsing as the app does.
 */
export const apiServer = setupServer();

/** The MSW route of an operation: its method and its path with `{param}` as `:param`. */
function routeOf(operationId: OperationId) {
  const { method, path } = operations[operationId];
  return { method: method.toLowerCase() as Lowercase<typeof method>, path: path.replace(/\{(\w+)\}/g, ':$1') };
}

/** What one call is answered with, given the request (its body, headers, params). */
export type Answer = (request: Request, params: Record<string, string | readonly string[] | undefined>) => Response | Promise<Response>;

/** Answers every call of `operationId` with `answer` (until the next test resets the handlers). */
export function answer(operationId: OperationId, respond: Answer) {
  const { method, path } = routeOf(operationId);
  apiServer.use(http[method](path, ({ request, params }) => respond(request, params)));
}

/** A JSON answer with `status` (200 unless told). */
export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** The API's error body. */
export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });

/** An answer that never comes: the screen stays as it is while it waits. */
export const never: Answer = async () => {
  await delay('infinite');
  return new Response(null);
};

/** A failure (500) first, then `then`'s answer: a screen's "Try again" asks once more. */
export function failingOnce(then: Answer): Answer {
  let calls = 0;
  return (request, params) => {
    calls += 1;
    return calls === 1 ? apiError(500, 'internal', 'Internal server error') : then(request, params);
  };
}

/** A listing page with no items and nothing more to load. */
export const emptyPage = { items: [], nextCursor: null };

type Documented = Record<string, Record<string, { responses: Record<string, { content: { 'application/json': { example: unknown } } }> }>>;
let documented: Documented | undefined;

/**
 * The answer of `operationId` as the API document shows it: made from its response schema (a list
 * holds one item, and nothing more to load) and parsed by that schema in shared/src/api/openapi.test.ts.
 * A fresh copy each time, for a test to set the fields its assertions read.
 */
export function exampleAnswer<Id extends OperationId>(operationId: Id): ResponseBody<Operations[Id]> {
  documented ??= openApiDocumentOfTable().paths as unknown as Documented;
  const { method, path, successStatus = 200 } = operations[operationId] as { method: string; path: string; successStatus?: number };
  const example = documented[path]?.[method.toLowerCase()]?.responses[String(successStatus)]?.content['application/json'].example;
  if (example === undefined) throw new Error(`The API document shows no answer of ${operationId}`);
  return structuredClone(example) as ResponseBody<Operations[Id]>;
}
