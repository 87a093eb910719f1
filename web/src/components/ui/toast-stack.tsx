import { useLayoutEffect, useState } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { belowHeaders } from './toast-position';

export type ToastVariant = 'success' | 'danger' | 'info' | 'warning';

export interface ToastMessage {
  title: string;
  message?: string;
  variant?: ToastVariant;
  /**
   * The flow the toast tells an outcome of, when a page has several (a list that failed to load
   * beside a form): a new toast replaces the one of its page and key. Unset, a page is one flow.
   */
  key?: string;
}

export interface ShownToast extends ToastMessage {
  id: number;
  /** The path the toast was shown on: leaving it dismisses all but a success. */
  page: string;
}

const AUTO_HIDE_MS = 6000;

/** Where the headers at the top of the window end, followed as the page scrolls or resizes. */
function useHeadersBottom(): number {
  const [bottom, setBottom] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setBottom(Math.round(belowHeaders(Array.from(document.querySelectorAll('header'), (header) => header.getBoundingClientRect()))));
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  return bottom;
}

/** The toasts on screen, newest last, below the header; each hides itself after a few seconds. */
export function ToastStack({ toasts, onDismiss }: { toasts: readonly ShownToast[]; onDismiss: (id: number) => void }) {
  const top = useHeadersBottom();
  return (
    <ToastContainer containerPosition="fixed" className="p-3 end-0 app-toasts" style={{ top }} data-testid="toasts">
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          onClose={() => onDismiss(toast.id)}
          autohide
          delay={AUTO_HIDE_MS}
          className={`app-toast app-toast-${toast.variant ?? 'info'}`}
          data-testid="toast"
          data-variant={toast.variant ?? 'info'}
        >
          <Toast.Header closeButton={false}>
            <strong className="me-auto" data-testid="toast-title">
              {toast.title}
            </strong>
            <CloseButton aria-label="Dismiss" onClick={() => onDismiss(toast.id)} data-testid="toast-close" />
          </Toast.Header>
          {toast.message ? <Toast.Body data-testid="toast-message">{toast.message}</Toast.Body> : null}
        </Toast>
      ))}
    </ToastContainer>
  );
}
