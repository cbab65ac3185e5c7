/**
 * What the stories' play functions share: a clean toast store, `window.alert` answered at
 * once, and the toasts' region as a reader finds it, named in the story's locale.
 */
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { dismissToast, getToasts } from '../components/Toast/toastStore';
import type { StoryData } from './storyData';
import { asRead } from './text';

/**
 * A story's `beforeEach`: no toast left by the story rendered before it. The toast store is
 * module state, so it outlives a story; a stale toast would answer a play's `findByText`.
 */
export function clearToasts(): void {
  for (const { id } of getToasts()) dismissToast(id);
}

/**
 * A story's `beforeEach`: `window.alert` returns at once and records its text (a real alert
 * would hold the story until someone closes it); restored once the story is left.
 */
export function stubAlert(): () => void {
  const alert = spyOn(window, 'alert').mockImplementation(() => undefined);
  return () => alert.mockRestore();
}

/** The toasts' region, as Radix names it ("Notifications (F8)", F8 being its hotkey), in the story's locale. */
export const toastRegionName = ({ content }: StoryData): string => `${content.messages.toast.region} (F8)`;

/** Queries inside the toasts' region (mounted with the first toast at the latest). */
export async function findToastRegion(canvasElement: HTMLElement, story: StoryData) {
  const region = await within(canvasElement.ownerDocument.body).findByRole('region', { name: toastRegionName(story) });
  return within(region);
}

/**
 * The toast with this title and description, visible in the toasts' region. Queried again
 * until both hold: a toast raised again replaces the one on screen, so an element found a
 * moment earlier may be gone (the form's second "Validation Error" replaces its first).
 */
export async function expectToast(canvasElement: HTMLElement, story: StoryData, { title, description }: { title: string; description: string }) {
  const region = await findToastRegion(canvasElement, story);
  await waitFor(async () => {
    await expect(region.getByText(asRead(title))).toBeVisible();
    await expect(region.getByText(asRead(description))).toBeVisible();
  });
}
