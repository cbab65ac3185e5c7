import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { deferred } from '../../app/deferred';
import type { ToastLabels } from './Toaster';
import { getServerToasts, getToasts, listenForClickToasts, subscribe } from './toastStore';

/**
 * The Radix toaster, its code fetched once (islands call `loadToaster` when the visitor is
 * about to act). Once loaded it renders at once: a `lazy` component would suspend on its
 * first render even with its code in hand, and React holds a Suspense reveal for up to
 * 300 ms, which the first toast after a tap would wait.
 */
const toaster = deferred(() => import('./Toaster').then((module) => module.Toaster));
export const loadToaster = toaster.load;

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
      <toaster.Component labels={labels} />
    </Suspense>
  ) : null;
}
