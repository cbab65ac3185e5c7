/**
 * The addons, by how Storybook runs. The Chromatic addon's "Visual tests" panel runs builds
 * from a developer's machine (it needs a project token and a local Storybook), so the
 * published Storybook (`storybook build`: GitHub Pages, Chromatic) leaves it out.
 */
// Pseudo-states: a story forces :hover, :focus-visible or :active with `parameters.pseudo` (Button's States).
const everywhere = ['@storybook/addon-docs', '@storybook/addon-a11y', 'storybook-addon-pseudo-states'];
const developmentOnly = ['@chromatic-com/storybook'];

export const addonsFor = (published: boolean): string[] => (published ? everywhere : [...everywhere, ...developmentOnly]);

/** `storybook build` sets NODE_ENV to production before it reads main.ts (unless it is set); `storybook dev` sets development. */
export const isPublishedBuild = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === 'production';
