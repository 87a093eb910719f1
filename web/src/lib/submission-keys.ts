import { ApiRequestError } from './api-client';

/** One intended submission: what is sent (its fingerprint) and the Idempotency-Key it goes with. */
export interface Attempt {
  fingerprint: string;
  idempotencyKey: string;
}

/**
 * The submissions whose outcome is not known yet, by scope: a queue keys them by row (one per
 * wire, check…), a form has a single scope. Immutable: each step returns the next state.
 */
export type Attempts = ReadonlyMap<string, Attempt>;

export const noAttempts: Attempts = new Map();

/** A stable text form of what is sent (the schemas' output keeps its keys in order). */
export const fingerprintOf = (input: unknown): string => JSON.stringify(input);

/**
 * The attempt to send `fingerprint` in `scope` with: sending the same again after an unanswered
 * attempt reuses its key, so the server recognises the retry and never moves the money twice;
 * anything else — a first submission, or changed input — gets a fresh key.
 */
export function attemptFor(attempts: Attempts, scope: string, fingerprint: string, createKey: () => string): Attempt {
  const unanswered = attempts.get(scope);
  if (unanswered && unanswered.fingerprint === fingerprint) return unanswered;
  return { fingerprint, idempotencyKey: createKey() };
}

/** The state once `attempt` is sent in `scope`. */
export function sending(attempts: Attempts, scope: string, attempt: Attempt): Attempts {
  return new Map(attempts).set(scope, attempt);
}

/**
 * Whether the outcome of a failed attempt is unknown or was not decided, so a retry must reuse
 * its key: no answer arrived (network), the server asked to try again (429, 5xx), or an answer
 * arrived that could not be read. A definite refusal (any other 4xx) settles the attempt.
 */
export function mayRetryWithSameKey(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  if (error.status === 429) return true;
  return !(error.status >= 400 && error.status < 500);
}

/**
 * The state once the server answered an attempt in `scope`: a success or a definite refusal
 * settles it (the next submission gets a new key); an unknown outcome keeps it for the retry.
 */
export function answered(attempts: Attempts, scope: string, outcome: { ok: true } | { ok: false; error: unknown }): Attempts {
  if (!outcome.ok && mayRetryWithSameKey(outcome.error)) return attempts;
  if (!attempts.has(scope)) return attempts;
  const next = new Map(attempts);
  next.delete(scope);
  return next;
}

/**
 * Which form field each body field is refused under: the form's fields by their own names, plus
 * the few the body names otherwise (`{ amountCents: 'amount' }`: the amount is typed as text).
 */
export function formFieldsOf<Field extends string>(fields: readonly Field[], renamed: Readonly<Record<string, Field>> = {}): Readonly<Record<string, Field>> {
  return { ...Object.fromEntries(fields.map((field) => [field, field])), ...renamed };
}

/**
 * The server's refusal of some fields (a 4xx whose `fields` name them, `body.amountCents`, …)
 * under the form's own field names; a field the form does not have is left out.
 */
export function serverFieldErrors<Field extends string>(error: unknown, formFieldOf: Readonly<Record<string, Field>>): Partial<Record<Field, string>> {
  if (!(error instanceof ApiRequestError) || error.status < 400 || error.status >= 500) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    const field = formFieldOf[path.replace(/^body\./, '')];
    if (field) errors[field] ??= message;
  }
  return errors;
}
