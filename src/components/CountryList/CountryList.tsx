import { Badge, type BadgeProps } from '../Badge';
import { Icon } from '../Icon';
import { useComponentMessages } from '../MessagesProvider';
import { country, details, list, name, pin, term } from './CountryList.css';

export interface Country {
  name: string;
  capital?: string;
  /** Display text, e.g. "223M". */
  population?: string;
  /** A key of the list's `statuses` (e.g. "active"); never shown as such. */
  status?: string;
}

/** How each status reads and looks. */
export type CountryStatuses = Record<string, { label: string; tone: NonNullable<BadgeProps['tone']> }>;

export interface CountryListProps {
  countries: ReadonlyArray<Country>;
  statuses?: CountryStatuses;
}

/**
 * Countries as a grid of small cards, with capital, population and status where known.
 *
 * Use it for the countries a service or supply covers. Not for names in a sentence, nor for
 * choosing a country (SelectField).
 */
export function CountryList({ countries, statuses = {} }: CountryListProps) {
  const messages = useComponentMessages();
  const detailed = countries.some((item) => item.capital || item.population);
  return (
    <ul className={list[detailed ? 'details' : 'names']}>
      {countries.map((item, index) => {
        const status = item.status === undefined ? undefined : statuses[item.status];
        if (item.status !== undefined && !status) throw new Error(`No label for country status "${item.status}"`);
        return (
          // A fixed list, never reordered: its position is its identity.
          <li key={index} className={country}>
            <span className={name}>
              <Icon name="mapPin" size="sm" className={pin} />
              {item.name}
            </span>
            {(item.capital || item.population) && (
              <dl className={details}>
                {item.capital && (
                  <>
                    <dt className={term}>{messages.countryCapital}</dt>
                    <dd>{item.capital}</dd>
                  </>
                )}
                {item.population && (
                  <>
                    <dt className={term}>{messages.countryPopulation}</dt>
                    <dd>{item.population}</dd>
                  </>
                )}
              </dl>
            )}
            {status && <Badge tone={status.tone}>{status.label}</Badge>}
          </li>
        );
      })}
    </ul>
  );
}
