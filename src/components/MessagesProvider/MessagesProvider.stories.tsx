import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMessage } from '../../i18n/format';
import { localized } from '../../stories/localized';
import { type StoryData, storyDataIn } from '../../stories/storyData';
import { asRead } from '../../stories/text';
import { CountryList } from '../CountryList';
import { ProcessSteps } from '../ProcessSteps';
import { Stack } from '../Stack';
import { MessagesProvider } from './MessagesProvider';

/** What the story's components show: two steps of a procedure and three ECOWAS countries with their capitals. */
const samples = ({ copy, content }: StoryData) => {
  const section = content.services.ecowas.sections.find((entry) => entry.kind === 'countries');
  return { steps: copy.processSteps.slice(0, 2), countries: section?.kind === 'countries' ? section.countries.slice(0, 3) : [] };
};

const meta = {
  title: 'Components/MessagesProvider',
  component: MessagesProvider,
  tags: ['autodocs'],
  ...localized((story) => {
    const { steps, countries } = samples(story);
    return {
      messages: story.content.messages.components,
      children: (
        <Stack gap="xl">
          <ProcessSteps steps={steps} />
          <CountryList countries={countries} />
        </Stack>
      ),
    };
  }),
} satisfies Meta<typeof MessagesProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Components below it take its words: "Step 1:" before each step's title (for screen readers), "Capital" on each country. */
export const ReadByComponents: Story = {
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const { processStep, countryCapital } = story.content.messages.components;
    const { steps, countries } = samples(story);
    const canvas = within(canvasElement);
    const firstStep = asRead(`${formatMessage(processStep, { number: 1 })} ${steps[0]?.title}`);
    await expect(canvas.getByRole('heading', { level: 3, name: (name) => asRead(name) === firstStep })).toBeVisible();
    await expect(canvas.getAllByText(countryCapital)).toHaveLength(countries.length);
  },
};
