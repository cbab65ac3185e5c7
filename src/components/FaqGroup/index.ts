export { FaqGroup, FaqGroupIsland, type FaqGroupProps } from './FaqGroup';
