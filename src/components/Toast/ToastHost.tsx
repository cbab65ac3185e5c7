import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { getServerToasts, getToasts, subscribe } from './toastStore';

const loadToaster = () => import('./Toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Radix toaster only once a toast is raised, so its code is not part of any
 * page's first load; the chunk is fetched while the browser is idle after hydration.
 */
export function ToastHost() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    idle(() => void loadToaster());
  }, []);

  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
