export { FeatureList, type FeatureListProps } from './FeatureList';
