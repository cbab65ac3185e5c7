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

export interface ToastHostProps {
  /** The toasts' words in the page's language: the notifications region's name and the close button's. */
  labels: ToastLabels;
}

/**
 * Mounts the Radix toaster once its code has arrived while the browser is idle (or when a
 * toast is raised before that), so its code is not part of any page's first load. It also
 * raises the toasts that elements announce in their markup (a download link's notice) when
 * they are clicked.
 *
 * Raise a toast with `toast()` for a short notice that needs no answer (a download started, a
 * message sent, a form stopped). Never the only place of an error the reader must fix (mark
 * it on its field), nor of anything they must read before going on.
 */
export function ToastHost({ labels }: ToastHostProps) {
  useEffect(() => listenForClickToasts(), []);
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  // The toaster's code arrives while the browser is idle and the toaster (its empty
  // viewport) mounts right away, so the first toast after a tap only adds itself: mounting
  // Radix's provider and viewport at that moment cost a phone's 4x slower CPU ~100 ms.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    let mounted = true;
    const idle = requestIdleCallback(
      () =>
        void loadToaster().then(() => {
          if (mounted) setNeeded(true);
        }),
      { timeout: 5000 },
    );
    return () => {
      mounted = false;
      cancelIdleCallback(idle);
    };
  }, []);

  return needed ? (
    <Suspense fallback={null}>
      <toaster.Component labels={labels} />
    </Suspense>
  ) : null;
}
