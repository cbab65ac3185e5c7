export { ALERT_REDIRECT_DELAY_MS, ActionButton, type ActionButtonProps, labelWithContext } from './ActionButton';
