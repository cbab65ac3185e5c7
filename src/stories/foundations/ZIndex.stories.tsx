import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundationStory } from './foundationStory';
import { foundationPages } from './pages';

const meta = { title: 'Foundations/Z-index', ...foundationStory(foundationPages.zIndex) } satisfies Meta;
export default meta;

export const ZIndex: StoryObj<typeof meta> = { name: 'Z-index' };
