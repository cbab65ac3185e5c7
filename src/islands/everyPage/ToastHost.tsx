export { ToastHost as default } from '../../components/Toast/ToastHost';
