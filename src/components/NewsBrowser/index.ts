export { NewsBrowser, NewsBrowserIsland, type NewsBrowserProps } from './NewsBrowser';
