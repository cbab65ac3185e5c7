import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundationStory } from './foundationStory';
import { foundationPages } from './pages';

const meta = { title: 'Foundations/Icons', ...foundationStory(foundationPages.icons) } satisfies Meta;
export default meta;

export const Icons: StoryObj<typeof meta> = {};
