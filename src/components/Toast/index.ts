export { loadToaster, ToastHost, type ToastHostProps } from './ToastHost';
export { listenForClickToasts, toastOnClick } from './toastStore';
export type { ToastLabels } from './Toaster';
export { TOAST_DURATION_MS, TOAST_LIMIT, dismissToast, toast, toastAfterPaint, type ToastOptions } from './toastStore';
