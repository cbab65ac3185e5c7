export { WebinarList, type WebinarListProps } from './WebinarList';
