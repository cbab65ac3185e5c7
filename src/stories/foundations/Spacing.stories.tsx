import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundationStory } from './foundationStory';
import { foundationPages } from './pages';

const meta = { title: 'Foundations/Spacing', ...foundationStory(foundationPages.spacing) } satisfies Meta;
export default meta;

export const Spacing: StoryObj<typeof meta> = {};
