export { DetailSections, type DetailSectionsProps, cardColumns } from './DetailSections';
