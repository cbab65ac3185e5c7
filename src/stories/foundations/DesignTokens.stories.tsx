import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundationStory } from './foundationStory';
import { foundationPages } from './pages';

const meta = { title: 'Foundations/Design tokens', ...foundationStory(foundationPages.designTokens) } satisfies Meta;
export default meta;

export const DesignTokens: StoryObj<typeof meta> = {};
