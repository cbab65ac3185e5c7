import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ButtonLink } from '../Button';
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

/**
 * Shows the action's alert, then goes to its link after two seconds. A button to assistive
 * technology, and a real link underneath: with no script (or if this island's code never
 * arrives) it still leads where the action goes.
 */
export function AlertButton({ action, size, variant, context }: AlertButtonProps) {
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <ButtonLink
      href={action.href}
      role="button"
      variant={variant}
      size={size}
      {...labelWithContext(action.label, context)}
      onKeyDown={(event) => {
        // A button answers Space as well as Enter.
        if (event.key !== ' ') return;
        event.preventDefault();
        event.currentTarget.click();
      }}
      onClick={(event) => {
        event.preventDefault();
        window.alert(action.alert);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => navigate(action.href), ALERT_REDIRECT_DELAY_MS);
      }}
    />
  );
}
