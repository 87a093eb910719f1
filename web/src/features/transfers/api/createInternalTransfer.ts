import type { BodyInput } from '@sandbank/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface InternalTransferRequest {
  body: BodyInput<'createInternalTransfer'>;
  /** The same key for every retry of one submission (see components/forms/use-submission.ts). */
  idempotencyKey: string;
}

export const createInternalTransfer = ({ body, idempotencyKey }: InternalTransferRequest) =>
  api('createInternalTransfer', { body, idempotencyKey });

/** Sends money to another customer; never retried on its own, the form decides about retries. */
export function useCreateInternalTransfer() {
  return useMutation({ mutationFn: createInternalTransfer, retry: false });
}
