export { NewsBrowser, type NewsBrowserProps } from './NewsBrowser';
