import { useRef } from 'react';
import { newIdempotencyKey } from '../../lib/api-client';
import { answered, attemptFor, fingerprintOf, noAttempts, sending, type Attempts } from '../../lib/submission-keys';
import type { ToastMessage } from '../ui/toast-stack';
import { useToast } from '../ui/toaster';

/** Marks a field with the server's message (react-hook-form's `setError` fits). */
export type MarkField<Field extends string> = (field: Field, error: { type: 'server'; message: string }, options: { shouldFocus: boolean }) => void;

export interface SubmissionOptions<Input, Result, Field extends string> {
  /** Sends one request with the Idempotency-Key the key rules give (lib/submission-keys.ts). */
  send: (input: Input, idempotencyKey: string) => Promise<Result>;
  /** The toast of a success, if it has one. */
  successToast?: (result: Result, input: Input) => ToastMessage;
  /**
   * The toast of a failure, with the server's reason when it gave one (`reasonToast`); null when
   * the form shows the refusal itself (under the fields it concerns), so it is told once.
   */
  failureToast: (error: unknown, input: Input) => ToastMessage | null;
  /** The fields a refusal is about, marked on the form (the first one focused). */
  serverFields?: { of: (error: unknown) => Partial<Record<Field, string>>; mark: MarkField<Field> };
}

/**
 * How a form or a row of a queue submits a request. Each intended submission gets a fresh
 * Idempotency-Key and a retry of the same input after an unanswered attempt reuses it, so money
 * never moves twice (an operation that takes no key ignores it); the outcome is toasted (the
 * toast replaces the page's last one) and the server's refusal of fields is marked on the form.
 * `submit(input)` serves a form, `submitFor(rowId, input)` a queue whose rows each keep their own
 * attempt. Both reject after a failure (a form then does not count as submitted).
 */
export function useSubmission<Input, Result, Field extends string = never>(options: SubmissionOptions<Input, Result, Field>) {
  const toast = useToast();
  const attempts = useRef<Attempts>(noAttempts);

  const submitFor = async (scope: string, input: Input): Promise<Result> => {
    const attempt = attemptFor(attempts.current, scope, fingerprintOf(input), newIdempotencyKey);
    attempts.current = sending(attempts.current, scope, attempt);
    let result: Result;
    try {
      result = await options.send(input, attempt.idempotencyKey);
    } catch (error) {
      attempts.current = answered(attempts.current, scope, { ok: false, error });
      const fields = Object.entries(options.serverFields?.of(error) ?? {}) as [Field, string][];
      fields.forEach(([field, message], index) => options.serverFields?.mark(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      const failure = options.failureToast(error, input);
      if (failure) toast(failure);
      throw error;
    }
    attempts.current = answered(attempts.current, scope, { ok: true });
    if (options.successToast) toast(options.successToast(result, input));
    return result;
  };

  return { submit: (input: Input) => submitFor('', input), submitFor };
}
