import { operations, type OperationId } from '@sandbank/shared';
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

/** A listing page with no items and nothing more to load. */
export const emptyPage = { items: [], nextCursor: null };
