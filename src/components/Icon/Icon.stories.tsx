import type { Meta, StoryObj } from '@storybook/react-vite';
import { namesControl, optionsArgType, styleVariantNames } from '../../stories/variants';
import { iconSize } from './Icon.css';
import { anyIconNames, iconNames } from './iconNames';
import { Stack } from '../Stack';
import { Icon } from './Icon';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'pill', size: 'lg' },
  argTypes: { size: optionsArgType(styleVariantNames(iconSize)), name: namesControl(anyIconNames) },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
/** Every glyph, named by its code name (the same in every locale: what a designer asks for). */
export const ContentIcons: Story = {
  parameters: { sameInEveryLocale: iconNames },
  render: () => (
    <Stack direction="row" gap="md">
      {iconNames.map((name) => (
        <Icon key={name} name={name} size="lg" label={name} />
      ))}
    </Stack>
  ),
};
