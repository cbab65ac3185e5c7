import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundationStory } from './foundationStory';
import { foundationPages } from './pages';

const meta = { title: 'Foundations/Motion', ...foundationStory(foundationPages.motion) } satisfies Meta;
export default meta;

export const Motion: StoryObj<typeof meta> = {};
