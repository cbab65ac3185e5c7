/**
 * The dev server's styles. Built pages inline the one stylesheet the server build makes;
 * in dev, Vite injects each style module when it is imported, and the browser imports
 * only the islands, so this module imports every style module of the site.
 */
import '../styles/global.css';

import.meta.glob('../**/*.css.ts', { eager: true });
