import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { toastsOnPage, withToast } from './toast-list';
import type { ShownToast, ToastMessage } from './toast-stack';

type ShowToast = (toast: ToastMessage) => void;

interface Toaster {
  show: ShowToast;
  /** The person is now on `page`: the toasts that no longer apply go. */
  arrive: (page: string) => void;
}

const ToastContext = createContext<Toaster | null>(null);

// The toasts' markup and transitions load with the first toast: most visits never show one.
const ToastStack = lazy(() => import('./toast-stack').then((module) => ({ default: module.ToastStack })));

let lastId = 0;

/**
 * Renders toasts below the header in the top-right corner; `useToast()` shows one from anywhere
 * below it. One toast per flow: a new one replaces the last of its page (toast-list.ts), and
 * leaving a page dismisses its toasts but a success (`ToastsFollowNavigation` tells of the moves).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly ShownToast[]>([]);

  const toaster = useMemo<Toaster>(
    () => ({
      // The address bar's path, which a navigation changes at once: a toast shown after `navigate` belongs to the new page.
      show: (toast) => setToasts((current) => withToast(current, { ...toast, id: (lastId += 1), page: window.location.pathname })),
      arrive: (page) => setToasts((current) => toastsOnPage(current, page)),
    }),
    [],
  );

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

function useToaster(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast must be used inside ToastProvider');
  return toaster;
}

export function useToast(): ShowToast {
  return useToaster().show;
}

/** Inside the router: each page the person arrives on dismisses the toasts that no longer apply. */
export function ToastsFollowNavigation() {
  const { arrive } = useToaster();
  const { pathname } = useLocation();
  useEffect(() => {
    arrive(pathname);
  }, [arrive, pathname]);
  return null;
}
