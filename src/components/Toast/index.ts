export { ToastHost } from './ToastHost';
export { TOAST_DURATION_MS, TOAST_LIMIT, dismissToast, toast, type ToastOptions } from './toastStore';
