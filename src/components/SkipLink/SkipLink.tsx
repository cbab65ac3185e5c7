import { useComponentMessages } from '../MessagesProvider';
import { skipLink } from './SkipLink.css';

/**
 * A link to the page's main content, out of sight until it has keyboard focus.
 *
 * Use it once, as the first element of every page (the site layout does), with a `target` that
 * exists. Not for other in-page links.
 */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a className={skipLink} href={`#${target}`}>
      {useComponentMessages().skipLink}
    </a>
  );
}
