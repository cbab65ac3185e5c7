/**
 * The notification store: at most one toast at a time (a new one replaces the old),
 * shown for 5000 ms unless it asks otherwise. Plain module state, so any code (forms,
 * download handlers) can call `toast()` without a React context.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

/** What `toast()` shows; the Toast docs page lists the same (Toaster.stories.tsx, `Options`). */
export interface ToastOptions {
  /** What happened, in a few words: the toast's heading. */
  title: string;
  /** One sentence more: what it means, or what to do next. */
  description?: string;
  /** `destructive` for a failure the reader must act on: drawn as an error and announced at once (assertively). */
  variant?: 'default' | 'destructive';
  /** Milliseconds on screen before it closes by itself (default TOAST_DURATION_MS). */
  duration?: number;
}

export interface ToastRecord extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastRecord[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  const record: ToastRecord = {
    id,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DURATION_MS,
    open: true,
  };
  toasts = [record, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/**
 * Raises a toast one frame after the current one: for a toast that follows a change the same
 * tap made on the page (a form's fields marked), so that change paints first. On a slow
 * phone the toast's own render would otherwise hold that first paint back by ~30 ms.
 */
export function toastAfterPaint(options: ToastOptions): void {
  requestAnimationFrame(() => setTimeout(() => toast(options), 0));
}

export function dismissToast(id: number) {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

export function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastRecord[] {
  return toasts;
}

const noToasts: readonly ToastRecord[] = [];
export function getServerToasts(): readonly ToastRecord[] {
  return noToasts;
}

/** Attributes that make any element raise a toast when clicked (a download link's notice). */
export const toastOnClick = (notice: { title: string; description?: string }) => ({
  'data-toast-title': notice.title,
  'data-toast-description': notice.description,
});

let listening = false;

/**
 * Raises the toast an element announces in its markup (`toastOnClick`) when it is clicked.
 * One listener on the document serves every such element, so a download link needs no
 * script of its own: the file downloads natively, and the notice follows once the toast
 * host is running. Returns what stops listening.
 */
export function listenForClickToasts(root: Document = document): () => void {
  if (listening) return () => undefined;
  listening = true;
  const onClick = (event: MouseEvent) => {
    const source = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-toast-title]') : null;
    const title = source?.dataset.toastTitle;
    if (title) toast({ title, description: source.dataset.toastDescription });
  };
  root.addEventListener('click', onClick);
  return () => {
    root.removeEventListener('click', onClick);
    listening = false;
  };
}
