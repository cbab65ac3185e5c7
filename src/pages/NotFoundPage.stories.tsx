import type { Meta, StoryObj } from '@storybook/react-vite';
import NotFoundPage from './NotFoundPage';

const meta = { title: 'Pages/Not Found', component: NotFoundPage, parameters: { layout: 'fullscreen', route: '/no-such-page' } } satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
