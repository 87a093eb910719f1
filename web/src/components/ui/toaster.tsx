import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { ShownToast, ToastMessage } from './toast-stack';


type ShowToast = (toast: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

// The toasts' markup and transitions load with the first toast: most visits never show one.
const ToastStack = lazy(() => import('./toast-stack').then((module) => ({ default: module.ToastStack })));

/** Renders toasts in the top-right corner; `useToast()` shows one from anywhere below it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);

  const show = useCallback<ShowToast>((toast) => {
    setToasts((current) => [...current, { ...toast, id: Date.now() + Math.random() }]);
  }, []);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
