import { useEffect, useRef } from 'react';
import type { ToastMessage } from './toast-stack';
import { useToast } from './toaster';

/** A failure as a destructive toast titled 'Error'. */
export const errorToast = (message: string): ToastMessage => ({ title: 'Error', message, variant: 'danger' });

/** Shows a screen's 'Error' toast once per failure of its query (`errorUpdatedAt` of TanStack Query). */
export function useFailureToast(failedAt: number, message: string) {
  const toast = useToast();
  const shown = useRef(0);
  useEffect(() => {
    if (failedAt > shown.current) {
      shown.current = failedAt;
      toast(errorToast(message));
    }
  }, [failedAt, message, toast]);
}
