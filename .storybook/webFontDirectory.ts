/** Where Storybook serves the site's font files (main.ts staticDirs; preview-head.html preloads from it). */
export const webFontDirectory = 'sb-fonts';
