export { LegalDocument, type LegalSection, type LegalDocumentProps } from './LegalDocument';
