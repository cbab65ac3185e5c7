/**
 * A file of `public/` by its path on the site ("/assets/news/q4-results.svg"), as the
 * current build must request it. The site is built at base "/", so the path stays as
 * written. Storybook's static build has base "./" (so it works from any sub-path, as on
 * GitHub Pages): there the path becomes relative to the build's own folder, where
 * Storybook copies `public/`.
 */
export function publicUrl(sitePath: string): string {
  const isRootPath = sitePath.startsWith('/') && !sitePath.startsWith('//');
  return isRootPath ? `${import.meta.env.BASE_URL}${sitePath.slice(1)}` : sitePath;
}
