import { clsx } from 'clsx';
import { type AnchorHTMLAttributes, type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon, type AnyIconName } from '../Icon';
import { type ButtonVariants, buttonBase, buttonFullWidth, buttonSize, buttonVariant } from './Button.css';

/** The classes of a button look. */
const button = ({ variant, size, fullWidth }: Required<Pick<ButtonVariants, 'variant' | 'size'>> & ButtonVariants) =>
  clsx(buttonBase, buttonVariant[variant], buttonSize[size], fullWidth && buttonFullWidth);

interface Common extends ButtonVariants {
  /** Icon before the label. */
  icon?: AnyIconName;
  /** Icon after the label (arrows); before it otherwise. */
  iconEnd?: AnyIconName;
  children: ReactNode;
}

export type ButtonProps = Common &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> & {
    /** `submit` sends its form and `reset` clears it; `button` only runs its `onClick`. */
    type?: 'button' | 'submit' | 'reset';
  };

/**
 * A button: an action on this page (send, open, copy).
 *
 * Use it for an action that changes something here; a way to another page or file is a link:
 * ButtonLink, DownloadLink. `primary` for the one main action of a view, `secondary`, `outline`
 * or `ghost` for the others, `accent` on the brand band.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  // The defaults here, where react-docgen reads them for the props table.
  { variant = 'primary', size = 'md', fullWidth = false, icon, iconEnd, className, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={clsx(button({ variant, size, fullWidth }), className)} {...rest}>
      {icon && <Icon name={icon} size="sm" />}
      {children}
      {iconEnd && <Icon name={iconEnd} size="sm" />}
    </button>
  );
});

export type ButtonLinkProps = Common & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> & { href: string };

/** A link that looks like a button. Internal paths go through the router (no reload). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'md', fullWidth = false, icon, iconEnd, className, children, href, ...rest },
  ref,
) {
  const classes = clsx(button({ variant, size, fullWidth }), className);
  const content = (
    <>
      {icon && <Icon name={icon} size="sm" />}
      {children}
      {iconEnd && <Icon name={iconEnd} size="sm" />}
    </>
  );
  const internal = href.startsWith('/') && !rest.download && !rest.target && !/\.[a-z0-9]+$/i.test(href);
  return internal ? (
    <Link ref={ref} href={href} className={classes} {...rest}>
      {content}
    </Link>
  ) : (
    <a ref={ref} href={href} className={classes} {...rest}>
      {content}
    </a>
  );
});
