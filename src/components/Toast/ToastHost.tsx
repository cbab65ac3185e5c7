import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import type { ToastLabels } from './Toaster';
import { getServerToasts, getToasts, listenForClickToasts, subscribe } from './toastStore';

/** Fetches the Radix toaster's code (once); islands call it when the visitor is about to act. */
export const loadToaster = () => import('./Toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Radix toaster only once a toast is raised, so its code is not part of any
 * page's first load. It also raises the toasts that elements announce in their markup
 * (a download link's notice) when they are clicked.
 */
export function ToastHost({ labels }: { labels: ToastLabels }) {
  useEffect(() => listenForClickToasts(), []);
  // The toaster's code arrives while the browser is idle, so the first toast after a tap
  // shows at once instead of waiting for it.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(() => void loadToaster(), { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, []);
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);

  return needed ? (
    <Suspense fallback={null}>
      <Toaster labels={labels} />
    </Suspense>
  ) : null;
}
