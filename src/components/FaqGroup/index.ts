export { type FaqGroupContent, type FaqItem, FaqGroup, type FaqGroupProps } from './FaqGroup';
