import { bottom } from './Footer.css';

/**
 * The copyright line, "© {year} ...", with the year it was built in. No React in the browser:
 * the year sits in a `data-year` element that the boot script (src/entry-client.tsx) moves
 * to the visitor's year once that has turned.
 */
export function Copyright({ template, year = __BUILD_YEAR__ }: { template: string; year?: number }) {
  const [before, after = ''] = template.split('{year}');
  return (
    <p className={bottom}>
      {before}
      <span data-year="">{year}</span>
      {after}
    </p>
  );
}
