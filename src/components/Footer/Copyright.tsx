import { useCurrentYear } from '../../hooks/useCurrentYear';
import { formatMessage } from '../../i18n/format';
import { bottom } from './Footer.css';

/** The copyright line, in the visitor's current year (the prerendered HTML has the build's): "© {year} ...". */
export function Copyright({ template }: { template: string }) {
  const year = useCurrentYear();
  return <p className={bottom}>{formatMessage(template, { year })}</p>;
}
