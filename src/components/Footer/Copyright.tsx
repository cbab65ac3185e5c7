import { messages } from '../../content/en/messages';
import { useCurrentYear } from '../../hooks/useCurrentYear';
import { bottom } from './Footer.css';

/** The copyright line, in the visitor's current year (the prerendered HTML has the build's). */
export function Copyright() {
  const year = useCurrentYear();
  return <p className={bottom}>{messages.footer.copyright(year)}</p>;
}
