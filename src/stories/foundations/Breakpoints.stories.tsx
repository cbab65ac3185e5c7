import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundationStory } from './foundationStory';
import { foundationPages } from './pages';

const meta = { title: 'Foundations/Breakpoints', ...foundationStory(foundationPages.breakpoints) } satisfies Meta;
export default meta;

export const Breakpoints: StoryObj<typeof meta> = {};
