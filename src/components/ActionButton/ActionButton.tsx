import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { Action } from '../../content/types';
import { Button, ButtonLink } from '../Button';
import type { ButtonVariants } from '../Button/Button.css';

/** The spec's delay between an informational alert and the move to the next page. */
export const ALERT_REDIRECT_DELAY_MS = 2000;

export interface ActionButtonProps {
  action: Action;
  size?: ButtonVariants['size'];
  /** Variant used when the action names none. */
  defaultVariant?: ButtonVariants['variant'];
  /** Forces a variant, e.g. on dark bands where only accent and outline read well. */
  variant?: ButtonVariants['variant'];
}

/**
 * Renders a content `Action`: a router link, or, when the action carries an alert text,
 * a button that shows the alert and then goes to the link after two seconds.
 */
export function ActionButton({ action, size, defaultVariant = 'primary', variant: forced }: ActionButtonProps) {
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const variant = forced ?? action.variant ?? defaultVariant;

  if (action.alert) {
    const message = action.alert;
    return (
      <Button
        variant={variant}
        size={size}
        onClick={() => {
          window.alert(message);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => navigate(action.href), ALERT_REDIRECT_DELAY_MS);
        }}
      >
        {action.label}
      </Button>
    );
  }
  return (
    <ButtonLink href={action.href} variant={variant} size={size}>
      {action.label}
    </ButtonLink>
  );
}
