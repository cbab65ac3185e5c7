import type { Meta, StoryObj } from '@storybook/react-vite';
import { countryStatusBadges } from '../../site/countryStatuses';
import { localized } from '../../stories/localized';
import { CountryList } from './CountryList';

const meta = {
  title: 'Components/CountryList',
  component: CountryList,
  tags: ['autodocs'],
  ...localized(({ content }) => ({ countries: content.malariaDrugs.coverage.countries, statuses: countryStatusBadges(content) })),
} satisfies Meta<typeof CountryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithStatus: Story = {};

/** Three of the ECOWAS page's countries, with their capital and population. */
export const WithCapitals: Story = localized(({ content }) => {
  const section = content.services.ecowas.sections.find((entry) => entry.kind === 'countries');
  const capitals = ['Accra', 'Abuja', 'Dakar'];
  return { countries: section?.kind === 'countries' ? section.countries.filter((country) => capitals.includes(country.capital ?? '')) : [] };
});
