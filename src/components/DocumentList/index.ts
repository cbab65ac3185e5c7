export { type DocumentItem, DocumentList, type DocumentListProps } from './DocumentList';
