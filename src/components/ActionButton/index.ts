export { type Action, ActionButton, type ActionButtonProps } from './ActionButton';
export { ALERT_REDIRECT_DELAY_MS, AlertButton } from './AlertButton';
export { labelWithContext } from './labelWithContext';
