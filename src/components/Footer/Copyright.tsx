import { formatMessage } from '../../i18n/format';
import { bottom } from './Footer.css';

/**
 * The copyright line, "© {year} ...", in the year it was built. No React in the browser: the
 * boot script (src/entry-client.tsx) writes the visitor's year over `data-year` once the
 * year has turned. One text, as before: split around the year, the line's glyphs would be
 * laid out a fraction of a pixel apart.
 */
export function Copyright({ template, year = __BUILD_YEAR__ }: { template: string; year?: number }) {
  return (
    <p className={bottom} data-year={year}>
      {formatMessage(template, { year })}
    </p>
  );
}
