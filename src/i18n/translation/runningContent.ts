/** What the translation commands read from a checkout, in one module so that one module runner loads it (./loadContent.ts). */
export { contentFor } from '../../content';
export { contentLocales } from '../locales';
