import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundationStory } from './foundationStory';
import { foundationPages } from './pages';

const meta = { title: 'Foundations/Typography', ...foundationStory(foundationPages.typography) } satisfies Meta;
export default meta;

export const Typography: StoryObj<typeof meta> = {};
