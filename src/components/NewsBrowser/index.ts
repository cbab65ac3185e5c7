export { NewsBrowser, type NewsBrowserProps, type NewsFilterLabels } from './NewsBrowser';
export { NewsList, type NewsListProps } from './NewsList';
