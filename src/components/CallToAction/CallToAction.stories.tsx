import type { Meta, StoryObj } from '@storybook/react-vite';
import { home } from '../../content/en/home';
import { CallToAction } from './CallToAction';

const meta = { title: 'Components/CallToAction', component: CallToAction, parameters: { layout: 'fullscreen', siteLayout: false }, args: home.partnership } satisfies Meta<typeof CallToAction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partnership: Story = {};
