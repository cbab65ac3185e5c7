import { messages } from '../../content/messages';
import { skipLink } from './SkipLink.css';

export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a className={skipLink} href={`#${target}`}>
      {messages.skipLink}
    </a>
  );
}
