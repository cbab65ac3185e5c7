import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { localized } from '../../stories/localized';
import { type StoryData, storyDataIn } from '../../stories/storyData';
import { buttonSize, buttonVariantNames } from '../Button/Button.css';
import { optionsArgType, styleVariantNames } from '../../stories/variants';
import { ActionButton } from './ActionButton';

/** The home page's first call: a plain action, a link. */
const homeAction = ({ content }: StoryData) => {
  const action = content.home.hero.actions?.[0];
  if (!action) throw new Error('The home page has no action');
  return action;
};

/** The home page's first service card: its "Learn more" action and the title it is about. */
const serviceCard = ({ content }: StoryData) => {
  const card = content.home.services.items[0];
  if (!card?.action) throw new Error('The first service card of the home page has no action');
  return { title: card.title, action: card.action };
};

/** The AMA page's "Assessment Check": an action with an alert. */
const assessmentCheck = ({ content }: StoryData) => {
  const action = content.services.ama.hero.actions.find((entry) => entry.alert);
  if (!action?.alert) throw new Error('The AMA page has no action with an alert');
  return { ...action, alert: action.alert };
};

const meta = {
  title: 'Components/ActionButton',
  component: ActionButton,
  tags: ['autodocs'],
  ...localized((story) => ({ action: homeAction(story) })),
  argTypes: {
    size: optionsArgType(styleVariantNames(buttonSize)),
    defaultVariant: optionsArgType(buttonVariantNames),
    variant: optionsArgType(buttonVariantNames),
  },
} satisfies Meta<typeof ActionButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plain action is a link that looks like a button; an internal path goes through the router. */
export const Link: Story = {
  play: async ({ canvasElement, globals }) => {
    const story = storyDataIn(globals);
    const action = homeAction(story);
    await expect(within(canvasElement).getByRole('link', { name: action.label })).toHaveAttribute('href', story.href(action.href));
  },
};

/** A label that says nothing alone ("Learn more") carries its card's title: in its accessible name, and as hidden text. */
export const GenericLabelInContext: Story = {
  ...localized((story) => {
    const card = serviceCard(story);
    return { action: card.action, context: card.title, defaultVariant: 'secondary' as const, size: 'sm' as const };
  }),
  play: async ({ canvasElement, globals }) => {
    const card = serviceCard(storyDataIn(globals));
    await expect(within(canvasElement).getByRole('link', { name: `${card.action.label}: ${card.title}` })).toBeVisible();
  },
};

/**
 * An action with an alert text: a button that shows the alert, then goes to its link after
 * two seconds (a real link underneath, for a page without script).
 */
export const WithAlert: Story = {
  ...localized((story) => ({ action: assessmentCheck(story) })),
  beforeEach: () => {
    // The browser's alert would block the page: the story records it instead.
    const alert = spyOn(window, 'alert').mockImplementation(() => {});
    return () => alert.mockRestore();
  },
  play: async ({ canvasElement, globals }) => {
    const action = assessmentCheck(storyDataIn(globals));
    await userEvent.click(within(canvasElement).getByRole('button', { name: action.label }));
    await expect(window.alert).toHaveBeenCalledWith(action.alert);
  },
};
