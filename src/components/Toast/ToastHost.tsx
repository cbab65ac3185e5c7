import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { getServerToasts, getToasts, subscribe } from './toastStore';

/** Fetches the Radix toaster's code (once); islands call it when the visitor is about to act. */
export const loadToaster = () => import('./Toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Radix toaster only once a toast is raised, so its code is not part of any
 * page's first load.
 */
export function ToastHost() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);

  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
