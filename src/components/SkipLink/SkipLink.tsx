import { useComponentMessages } from '../MessagesProvider';
import { skipLink } from './SkipLink.css';

export interface SkipLinkProps {
  /** Id of the element it skips to: the page's `<main>`. Default: main. */
  target?: string;
}

/**
 * A link to the page's main content, out of sight until it has keyboard focus.
 *
 * Use it once, as the first element of every page (the site layout does), with a `target` that
 * exists. Not for other in-page links.
 */
export function SkipLink({ target = 'main' }: SkipLinkProps) {
  return (
    <a className={skipLink} href={`#${target}`}>
      {useComponentMessages().skipLink}
    </a>
  );
}
