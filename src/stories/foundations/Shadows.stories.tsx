import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundationStory } from './foundationStory';
import { foundationPages } from './pages';

const meta = { title: 'Foundations/Shadows', ...foundationStory(foundationPages.shadows) } satisfies Meta;
export default meta;

export const Shadows: StoryObj<typeof meta> = {};
