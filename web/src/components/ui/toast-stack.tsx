import CloseButton from 'react-bootstrap/CloseButton';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';

export type ToastVariant = 'success' | 'danger' | 'info' | 'warning';

export interface ToastMessage {
  title: string;
  message?: string;
  variant?: ToastVariant;
}

export interface ShownToast extends ToastMessage {
  id: number;
}

const AUTO_HIDE_MS = 6000;

/** The toasts on screen, newest last; each hides itself after a few seconds. */
export function ToastStack({ toasts, onDismiss }: { toasts: readonly ShownToast[]; onDismiss: (id: number) => void }) {
  return (
    <ToastContainer position="top-end" className="p-3 app-toasts" containerPosition="fixed">
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
