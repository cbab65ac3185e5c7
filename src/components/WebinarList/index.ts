export { type WebinarItem, WebinarList, type WebinarListProps } from './WebinarList';
