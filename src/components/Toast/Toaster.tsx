import * as Primitive from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { Icon } from '../Icon';
import { close, description, title, toast as toastClass, viewport } from './Toast.css';
import { TOAST_DURATION_MS, dismissToast, getServerToasts, getToasts, subscribe } from './toastStore';

/** Renders the store's toast with Radix Toast (announced politely, swipe and Esc to dismiss). */
export interface ToastLabels {
  /** Names the notifications region for assistive technology. */
  region: string;
  close: string;
}

export function Toaster({ labels }: { labels: ToastLabels }) {
  const toasts = useSyncExternalStore(subscribe, getToasts, getServerToasts);
  return (
    <Primitive.Provider duration={TOAST_DURATION_MS} label={labels.region}>
      {toasts.map((item) => (
        <Primitive.Root
          key={item.id}
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={toastClass({ variant: item.variant })}
          data-variant={item.variant}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
        >
          <Primitive.Title className={title}>{item.title}</Primitive.Title>
          <Primitive.Close className={close} aria-label={labels.close}>
            <Icon name="close" size="sm" />
          </Primitive.Close>
          {item.description && <Primitive.Description className={description}>{item.description}</Primitive.Description>}
        </Primitive.Root>
      ))}
      {/* The region's own name (Radix's default is English); Radix fills in {hotkey}, "F8". */}
      <Primitive.Viewport className={viewport} label={`${labels.region} ({hotkey})`} />
    </Primitive.Provider>
  );
}
