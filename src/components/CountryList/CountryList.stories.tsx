import type { Meta, StoryObj } from '@storybook/react-vite';
import { countryStatusBadges } from '../../site/countryStatuses';
import { storyContent } from '../../stories/siteData';
import { CountryList } from './CountryList';

const meta = {
  title: 'Components/CountryList',
  component: CountryList,
  args: { countries: storyContent.malariaDrugs.coverage.countries, statuses: countryStatusBadges(storyContent) },
} satisfies Meta<typeof CountryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithStatus: Story = {};
export const WithCapitals: Story = {
  args: {
    countries: [
      { name: 'Ghana', capital: 'Accra', population: '34.1M' },
      { name: 'Nigeria', capital: 'Abuja', population: '223.8M' },
      { name: 'Senegal', capital: 'Dakar', population: '17.8M' },
    ],
  },
};
