import { useComponentMessages } from '../MessagesProvider';
import { ButtonLink } from '../Button';
import type { ButtonVariants } from '../Button/Button.css';
import AlertButtonIsland from './AlertButton.island';
import { labelWithContext } from './labelWithContext';

/**
 * A button or link. `href` to navigate (internal paths start with "/"). `alert` shows a
 * browser alert with that text and then goes to `href` after the spec's 2 s delay.
 */
export interface Action {
  label: string;
  href: string;
  variant?: 'primary' | 'secondary' | 'outline';
  alert?: string;
}

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
 * Renders a content `Action`: a link, or, when the action carries an alert text, a
 * button that shows the alert and then goes to the link after two seconds.
 *
 * Use it wherever content supplies an `Action` (heroes, cards, calls to action): the alert and
 * the `Learn more: <title>` context come with it. For a button or link whose words and target
 * the page decides itself, use Button or ButtonLink.
 */
export function ActionButton({ action, size, defaultVariant = 'primary', variant: forced, context: about }: ActionButtonProps) {
  const variant = forced ?? action.variant ?? defaultVariant;
  // Only a label that says nothing on its own carries its context (decided here, on the
  // server: the alert island then receives the context it is to show, or none).
  const generic = useComponentMessages().genericLinkLabels.includes(action.label.toLowerCase());
  const context = generic ? about : undefined;
  const { alert } = action;
  if (alert) return <AlertButtonIsland action={{ ...action, alert }} size={size} variant={variant} context={context} />;
  return (
    <ButtonLink href={action.href} variant={variant} size={size} {...labelWithContext(action.label, context)} />
  );
}
