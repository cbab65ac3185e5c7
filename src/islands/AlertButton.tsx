export { AlertButton as default } from '../components/ActionButton/ActionButton';
