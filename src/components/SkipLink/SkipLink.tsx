import { messages } from '../../content/en/messages';
import { skipLink } from './SkipLink.css';

export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a className={skipLink} href={`#${target}`}>
      {messages.skipLink}
    </a>
  );
}
