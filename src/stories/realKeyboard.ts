/**
 * Real key presses for play functions. The browser's own handling of a key (a popover's
 * Escape, its light dismiss) answers only a key a person presses, never a script's event such
 * as userEvent's. The story checks lend the page Playwright's keyboard under this name
 * (tests/visual/storyShots.ts, expectStoryChecks); the Storybook UI has none to lend.
 */
export const realKeyPressName = '__storybookPressKey';

/** Presses a key (Playwright's names: "Escape", "Tab") as a person would; null where no real keyboard is lent. */
export function realKeyboard(): ((key: string) => Promise<void>) | null {
  const press = (window as unknown as Record<string, unknown>)[realKeyPressName];
  return typeof press === 'function' ? (press as (key: string) => Promise<void>) : null;
}
