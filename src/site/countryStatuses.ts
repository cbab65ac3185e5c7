import type { CountryStatuses } from '../components/CountryList';
import type { SiteContent } from '../content/types';

/** How the coverage statuses of a country read and look. */
export const countryStatusBadges = ({ messages }: SiteContent): CountryStatuses => ({
  active: { label: messages.countryStatus.active, tone: 'success' },
  expanding: { label: messages.countryStatus.expanding, tone: 'accent' },
});
