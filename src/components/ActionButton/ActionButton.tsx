import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { island } from '../../app/island';
import { messages } from '../../content/en/messages';
import type { Action } from '../../content/types';
import { Button, ButtonLink } from '../Button';
import type { ButtonVariants } from '../Button/Button.css';
import { VisuallyHidden } from '../VisuallyHidden';

/** The spec's delay between an informational alert and the move to the next page. */
export const ALERT_REDIRECT_DELAY_MS = 2000;

export interface ActionButtonProps {
  action: Action;
  size?: ButtonVariants['size'];
  /** Variant used when the action names none. */
  defaultVariant?: ButtonVariants['variant'];
  /** Forces a variant, e.g. on dark bands where only accent and outline read well. */
  variant?: ButtonVariants['variant'];
  /** What the action is about (its card's title), added as hidden text to a generic label like "Learn more". */
  context?: string;
}

/**
 * Props that extend a label that says nothing on its own ("Learn more") with its context:
 * the accessible name "Learn more: Title" (aria-label, exact in every browser) and the
 * same words as hidden text, which is what search engines read as the link text.
 */
export function labelWithContext(label: string, context?: string): { children: ReactNode; 'aria-label'?: string } {
  if (!context || !(messages.genericLinkLabels as readonly string[]).includes(label.toLowerCase())) return { children: label };
  return {
    'aria-label': `${label}: ${context}`,
    children: (
      <>
        {label}
        <VisuallyHidden>: {context}</VisuallyHidden>
      </>
    ),
  };
}

interface AlertButtonProps {
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

/** Hydrated when the visitor reaches for it; a click before then is replayed. */
const AlertButtonIsland = /* @__PURE__ */ island('AlertButton', AlertButton, { hydrate: 'interaction', inline: true });

/**
 * Renders a content `Action`: a link, or, when the action carries an alert text, a
 * button that shows the alert and then goes to the link after two seconds.
 */
export function ActionButton({ action, size, defaultVariant = 'primary', variant: forced, context }: ActionButtonProps) {
  const variant = forced ?? action.variant ?? defaultVariant;
  const { alert } = action;
  if (alert) return <AlertButtonIsland action={{ ...action, alert }} size={size} variant={variant} context={context} />;
  return (
    <ButtonLink href={action.href} variant={variant} size={size} {...labelWithContext(action.label, context)} />
  );
}
