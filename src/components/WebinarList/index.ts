export { WebinarList, WebinarListIsland, type WebinarListProps } from './WebinarList';
