import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '../../components/Container';
import { Heading } from '../../components/Heading';
import { SiteLayout } from './SiteLayout';

const meta = {
  title: 'Components/SiteLayout',
  component: SiteLayout,
  parameters: { layout: 'fullscreen', siteLayout: false, toaster: false },
  args: {
    children: (
      <Container>
        <Heading level={1}>Page content</Heading>
      </Container>
    ),
  },
} satisfies Meta<typeof SiteLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Frame: Story = {};
