import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../../routes/paths';
import { stubAlert } from '../../../stories/play';
import { storyDataIn } from '../../../stories/storyData';
import { type ServiceDetailMeta, type ServiceDetailStory, serviceDetailStory } from './serviceDetailStory';

const meta = { title: 'Pages/Services/Ama', ...serviceDetailStory('ama') } satisfies ServiceDetailMeta;
export default meta;

export const Ama: ServiceDetailStory = {};

/**
 * The hero's assessment button, from the keyboard: Space (as on any button) shows its alert,
 * and two seconds later the visitor is on the contact page (the header marks it current).
 */
export const AssessmentCheck: ServiceDetailStory = {
  beforeEach: stubAlert,
  play: async ({ canvasElement, globals }) => {
    const { content } = storyDataIn(globals);
    const assessment = content.services.ama.hero.actions.find((action) => action.alert);
    if (!assessment?.alert) throw new Error('The AMA hero has no action with an alert');
    const canvas = within(canvasElement);
    const button = within(canvas.getByRole('main')).getByRole('button', { name: assessment.label });
    button.focus();
    await userEvent.keyboard(' ');
    await expect(window.alert).toHaveBeenCalledOnce();
    await expect(window.alert).toHaveBeenCalledWith(assessment.alert);
    const nav = within(canvas.getByRole('navigation', { name: content.messages.header.navLabel }));
    const contactLabel = content.navigation.main.find((item) => item.href === paths.contact)?.label;
    const contact = nav.getByRole('link', { name: contactLabel });
    await expect(contact).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(contact).toHaveAttribute('aria-current', 'page'), { timeout: 3000 });
  },
};
