import { RejectWireBody, wireMessages, type BodyOf } from '@sandbank/shared';
import type { ToastMessage } from '../../../../components/ui/toast-stack';
import { ApiError } from '../../../../lib/api-client';
import { errorToast } from '../../../../components/ui/failure-toast';
import type { FormCheck } from '../../../../lib/form-check';

export type RejectFormValues = { reason: string };

/** What a rejection sends: the reason, trimmed. */
export type Rejection = BodyOf<'rejectWire'>;

/** A rejection's reason with the shared schema (required, bounded); it becomes the wire's admin notes. */
export function checkRejection(values: RejectFormValues): FormCheck<RejectFormValues, Rejection> {
  const parsed = RejectWireBody.safeParse(values);
  if (parsed.success) return { success: true, body: parsed.data };
  return { success: false, errors: { reason: parsed.error.issues[0]?.message ?? 'A reason is required' } };
}

/** A refused decision: someone decided first (409, the server's message), else the screen's failure text. */
export function decisionFailureToast(error: unknown): ToastMessage {
  return errorToast(error instanceof ApiError && error.status === 409 ? error.message : wireMessages.updateFailed);
}
