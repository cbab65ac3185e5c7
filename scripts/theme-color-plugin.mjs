// Writes the browser's theme colour into index.html (`%THEME_COLOR%`, in the build and in the
// dev server alike), so the page's head takes it from the tokens as the stylesheet does:
// vite.config.ts passes `themeColor` from src/site/brandAssets.ts. Vite's own `%NAME%`
// replacement knows only environment values and leaves this one alone.

/**
 * @param {string} themeColor
 * @returns {import('vite').Plugin}
 */
export function themeColorPlugin(themeColor) {
  return {
    name: 'volta:theme-color',
    transformIndexHtml: (html) => html.replaceAll('%THEME_COLOR%', themeColor),
  };
}
