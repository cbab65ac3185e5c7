import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../Button';
import type { ButtonVariants } from '../Button/Button.css';
import type { Action } from './ActionButton';
import { labelWithContext } from './labelWithContext';

/** The spec's delay between an informational alert and the move to the next page. */
export const ALERT_REDIRECT_DELAY_MS = 2000;

export interface AlertButtonProps {
  action: Action & { alert: string };
  size?: ButtonVariants['size'];
  variant?: ButtonVariants['variant'];
  context?: string;
}

/** Shows the action's alert, then goes to its link after two seconds. */
export function AlertButton({ action, size, variant, context }: AlertButtonProps) {
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Button
      variant={variant}
      size={size}
      {...labelWithContext(action.label, context)}
      onClick={() => {
        window.alert(action.alert);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => navigate(action.href), ALERT_REDIRECT_DELAY_MS);
      }}
    />
  );
}
