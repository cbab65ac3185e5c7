export { FaqGroup, type FaqGroupProps } from './FaqGroup';
