export { DocumentList, type DocumentListProps } from './DocumentList';
