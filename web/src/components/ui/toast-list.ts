import type { ShownToast } from './toast-stack';

/**
 * The toasts once `toast` shows: it replaces the toast of the same flow (the same page and key),
 * so an outcome is told once and a stale "Invalid Code" goes when the success arrives; it comes last.
 */
export function withToast(toasts: readonly ShownToast[], toast: ShownToast): ShownToast[] {
  const sameFlow = (shown: ShownToast) => shown.page === toast.page && (shown.key ?? '') === (toast.key ?? '');
  return [...toasts.filter((shown) => !sameFlow(shown)), toast];
}

/**
 * The toasts still true once the person is on `page`: a success stays, since it may announce
 * where they landed ("Wire Transfer Submitted" on the dashboard); an error or a notice belongs to
 * the page it was shown on and goes with it.
 */
export function toastsOnPage(toasts: readonly ShownToast[], page: string): readonly ShownToast[] {
  const kept = toasts.filter((toast) => toast.page === page || toast.variant === 'success');
  return kept.length === toasts.length ? toasts : kept;
}
