import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundationStory } from './foundationStory';
import { foundationPages } from './pages';

const meta = { title: 'Foundations/Colour', ...foundationStory(foundationPages.colour) } satisfies Meta;
export default meta;

export const Colour: StoryObj<typeof meta> = {};
