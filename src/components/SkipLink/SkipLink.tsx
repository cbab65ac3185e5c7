import { useComponentMessages } from '../MessagesProvider';
import { skipLink } from './SkipLink.css';

export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a className={skipLink} href={`#${target}`}>
      {useComponentMessages().skipLink}
    </a>
  );
}
