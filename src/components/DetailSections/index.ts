export { type DetailSection, type ListGroup, DetailSections, type DetailSectionsProps, cardColumns } from './DetailSections';
