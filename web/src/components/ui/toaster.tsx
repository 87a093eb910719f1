import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';

export type ToastVariant = 'success' | 'danger' | 'info' | 'warning';

export interface ToastMessage {
  title: string;
  message?: string;
  variant?: ToastVariant;
}

type ShowToast = (toast: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

const AUTO_HIDE_MS = 6000;

/** Renders toasts in the top-right corner; `useToast()` shows one from anywhere below it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<(ToastMessage & { id: number })[]>([]);

  const show = useCallback<ShowToast>((toast) => {
    setToasts((current) => [...current, { ...toast, id: Date.now() + Math.random() }]);
  }, []);

  const dismiss = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastContainer position="top-end" className="p-3 app-toasts" containerPosition="fixed">
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            onClose={() => dismiss(toast.id)}
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
              <CloseButton aria-label="Dismiss" onClick={() => dismiss(toast.id)} data-testid="toast-close" />
            </Toast.Header>
            {toast.message ? <Toast.Body data-testid="toast-message">{toast.message}</Toast.Body> : null}
          </Toast>
        ))}
      </ToastContainer>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return useMemo(() => show, [show]);
}
