/** Ports of the two servers the visual suite starts (playwright.visual.config.ts). */
export const sitePort = Number(process.env.VISUAL_PORT ?? 4320);
export const storybookPort = Number(process.env.VISUAL_STORYBOOK_PORT ?? 6126);
export const siteURL = `http://127.0.0.1:${sitePort}`;
export const storybookURL = `http://127.0.0.1:${storybookPort}`;
