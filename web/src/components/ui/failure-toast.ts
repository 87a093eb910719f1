import { useEffect, useRef } from 'react';
import { serverReason } from '../../lib/server-reason';
import type { ToastMessage } from './toast-stack';
import { useToast } from './toaster';

/** A failure as a destructive toast titled 'Error'. */
export const errorToast = (message: string): ToastMessage => ({ title: 'Error', message, variant: 'danger' });

/** A failed request as its destructive toast: the server's reason when it gave one (lib/server-reason.ts), else the screen's failure text. */
export const reasonToast = (error: unknown, fallback: string, title = 'Error'): ToastMessage => ({ title, message: serverReason(error) ?? fallback, variant: 'danger' });

/**
 * Shows a screen's 'Error' toast once per failure of its query (`errorUpdatedAt` of TanStack
 * Query); each query's failure is its own flow, so it neither replaces nor is replaced by a form's.
 */
export function useFailureToast(failedAt: number, message: string) {
  const toast = useToast();
  const shown = useRef(0);
  useEffect(() => {
    if (failedAt > shown.current) {
      shown.current = failedAt;
      toast({ ...errorToast(message), key: `query: ${message}` });
    }
  }, [failedAt, message, toast]);
}
