import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '../../components/Container';
import { Heading } from '../../components/Heading';
import { localized } from '../../stories/localized';
import { SiteLayout } from './SiteLayout';

const meta = {
  title: 'Components/SiteLayout',
  component: SiteLayout,
  ...localized(
    ({ copy }) => ({
      children: (
        <Container>
          <Heading level={1}>{copy.siteLayout.heading}</Heading>
        </Container>
      ),
    }),
    { layout: 'fullscreen', siteLayout: false, toaster: false },
  ),
} satisfies Meta<typeof SiteLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Frame: Story = {};
