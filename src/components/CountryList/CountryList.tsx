import type { Country } from '../../content/types';
import { messages } from '../../content/en/messages';
import { Badge } from '../Badge';
import { Icon } from '../Icon';
import { country, details, list, name, pin, term } from './CountryList.css';

export interface CountryListProps {
  countries: readonly Country[];
}

/** Countries as a grid of small cards, with capital, population and status where known. */
export function CountryList({ countries }: CountryListProps) {
  return (
    <ul className={list}>
      {countries.map((item) => (
        <li key={item.name} className={country}>
          <span className={name}>
            <Icon name="mapPin" size="sm" className={pin} />
            {item.name}
          </span>
          {(item.capital || item.population) && (
            <dl className={details}>
              {item.capital && (
                <>
                  <dt className={term}>{messages.countries.capital}</dt>
                  <dd>{item.capital}</dd>
                </>
              )}
              {item.population && (
                <>
                  <dt className={term}>{messages.countries.population}</dt>
                  <dd>{item.population}</dd>
                </>
              )}
            </dl>
          )}
          {item.status && <Badge tone={item.status === 'Active' ? 'success' : 'accent'}>{item.status}</Badge>}
        </li>
      ))}
    </ul>
  );
}
