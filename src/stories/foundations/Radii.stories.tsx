import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundationStory } from './foundationStory';
import { foundationPages } from './pages';

const meta = { title: 'Foundations/Radii', ...foundationStory(foundationPages.radii) } satisfies Meta;
export default meta;

export const Radii: StoryObj<typeof meta> = {};
